# Texts drawn on Kontor's pictures (boards, hands, score charts), English.

## Shared

render-seat = Seat { $n }
render-you = { $name } (you)
render-to-act = to act
render-and-list = { $first } and { $last }
render-cards = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
render-hand-title = { $who }'s hand
render-hand-empty = no cards in hand
render-game-over = Game over
render-game-over-note = game over
render-game-over-winners = { $count ->
    [one] Game over: { $who } wins
   *[other] Game over: { $who } share the victory
}
render-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}

## Final score chart

render-chart-title = Final scores
render-chart-winners = { $count ->
    [one] { $who } wins
   *[other] { $who } win
}
render-chart-points = points
render-chart-place = { $place }. { $name }

## Score over time chart

render-timeline-title = Scores over time
render-timeline-turn = turn
render-timeline-end = end

## Traders of Carthage

render-carthage-start-player = start player: { $who }
render-carthage-colour = { $colour ->
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
}
render-carthage-empty = empty
render-carthage-choosing-token = { $who } chooses a starting achievement token
render-carthage-choosing-token-hint = type: token red · token blue · token yellow · token green
render-carthage-turn = { $who }'s turn: buy, take or reserve
render-carthage-turn-hint = type: buy · take <card|m#> · reserve <card|m#|farm#>   (e.g. take m2, reserve farm1)
render-carthage-paying = { $who } pays { $cost } coins: { $paid } paid
render-carthage-paying-hint = type: pay <card> (e.g. pay r5) until the purchase is covered
render-carthage-raid = Pirates raid the { $colours } { $count ->
    [one] ship
   *[other] ships
}! { $who } may protect goods
render-carthage-raid-hint = type: protect <cards> (storage icons protect goods) · done
render-carthage-paid = paid:
render-carthage-raided = raided:
render-ranking-detail = { $points } pts   { $tiebreaks }
render-carthage-ships = Ships
render-carthage-ships-note = a purchase sails the ship of each colour bought 1 space (2 for two or more cards); Carthage brings payday
render-carthage-space = { $space ->
    [alexandria] Alexandria
    [open-sea] Open sea
    [cyrenaica] Cyrenaica
    [pirates] Pirates
   *[carthage] Carthage
}
render-carthage-space-start = start
render-carthage-space-anchor = anchor: safe
render-carthage-space-raid = raid!
render-carthage-space-payday = payday: goods sold
render-carthage-market = Market
render-carthage-buy-all = buy all: { $cost } coins for { $who }
render-carthage-farm = Farm
render-carthage-reserve-only = reserve only
render-carthage-piles = Piles
render-carthage-discard = discard
render-carthage-deck = deck
render-carthage-victory-points = victory points: { $points }
render-carthage-hand-summary = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} worth { $coins } coins
render-carthage-hand-paying = you pay { $cost } coins, { $paid } paid so far: type pay <card>, e.g. pay { $example }
render-carthage-hand-protecting = pirates! type protect <cards> to discard cards whose storage icons protect goods, or done
render-carthage-hand-turn = your turn: buy · take <card|m#> · reserve <card|m#|farm#>
render-carthage-hand-coins = cards are coins: 2 (two storage icons), 3 (one icon) or 5 (none)
render-carthage-hand-size = hand: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
render-carthage-marker-free = marker: free
render-carthage-marker-on = marker: on { $place }
render-carthage-marker-in-use = marker: in use
render-carthage-vp = VP: { $points }
render-carthage-start-player-flag = start player
render-carthage-goods = { $goods ->
    [0] { $colour }: no goods
    [one] { $colour }: { $goods } good
   *[other] { $colour }: { $goods } goods
}
render-carthage-no-tokens = no tokens
render-carthage-tokens = { $tokens ->
    [one] token ×{ $tokens }
   *[other] tokens ×{ $tokens }
}

## Thurn und Taxis

render-thurn-taxis-over-winner = game over · winner: { $who }
render-thurn-taxis-turn = { $who } { $step ->
    [start] to take a card (or call an official)
    [draw-two] to take two cards
    [draw] to take a card
    [play] to play a card
    [play-second] to play a second card or close
    [close] to close the route or end the turn
    [housing] to place houses
    [discard] to keep 3 cards
   *[none] {""}
}{ $round ->
    [final] {" · final round"}
    [first] {" · first round"}
   *[other] {""}
}
render-thurn-taxis-stack-route = route { $length }
render-thurn-taxis-stack-all-provinces = all provinces
render-thurn-taxis-stack-game-end = game end
render-thurn-taxis-no-route-yet = no route yet
render-thurn-taxis-route = route: { $cities }
render-thurn-taxis-hand-turn = your turn: play with route left|right <code>, new <code>, keep <codes>
render-thurn-taxis-hand-codes = type cities by the code on the card: route right nue, new aug, keep nue reg aug
render-thurn-taxis-map = Map
render-thurn-taxis-map-note = cities by code · coloured paths are current routes · markers are houses
render-thurn-taxis-first-player = start player
render-thurn-taxis-game-end-tile = game-end tile
render-thurn-taxis-stats = hand { $hand } · houses left { $houses } · carriage { $carriage ->
    [0] none
   *[other] { $carriage }
} · score { $score }
render-thurn-taxis-no-tiles = tiles: none
render-thurn-taxis-tiles = tiles: { $tiles }
render-thurn-taxis-route-heading = route
render-thurn-taxis-no-route = no route
render-thurn-taxis-face-up = Face-up cards
render-thurn-taxis-draw-note = draw 1–6
render-thurn-taxis-piles = deck { $deck } · discard pile { $discard }
render-thurn-taxis-bonus-tiles = Bonus tiles (top value)
render-thurn-taxis-carriages = Carriages left

## Hansa Teutonica

render-hansa-country = { $country ->
    [England] England
    [Wales] Wales
   *[Scotland] Scotland
}
render-hansa-ability = { $ability ->
    [keys] Keys
    [actiones] Actiones
    [privilegium] Privilegium
    [liber] Liber Sophiae
   *[bank] Bank
}
render-hansa-privilege = { $colour ->
    [white] white
    [orange] orange
    [pink] pink
   *[black] black
}
render-hansa-token = { $token ->
    [extra] Extra office
    [swap] Swap offices
    [upgrade] Upgrade an ability
    [actions3] +3 actions
    [actions4] +4 actions
    [remove] Remove 3 pieces
   *[move] Move 3 pieces
}
# Abbreviations on the picture (the legend explains them; moves name tokens by their words).
render-hansa-token-short = { $token ->
    [extra] +O
    [swap] SW
    [upgrade] UP
    [actions3] +3
    [actions4] +4
    [remove] R3
   *[move] M3
}
render-hansa-perk-short = { $perk ->
    [M2] M2
    [PR] PR
    [GO] GO
    [P2] P2
   *[WS] WS
}
render-hansa-perk = { $perk ->
    [M2] move 2 pieces of anyone
    [PR] upgrade Privilegium
    [GO] an office in a (yellow-)green city
    [P2] put 2 pieces of the route on free spaces
   *[WS] put 2 pieces in Wales and/or Scotland
}
render-hansa-favour = { $favour ->
    [anywhere] your displaced pieces may go to any route
    [action] +1 action every turn
    [income] +1 piece when another player takes income
    [reinforce] 2 extra pieces when your trader is displaced
    [cities] 4 points per controlled city at the end
   *[abilities] 7 points per fully developed ability at the end
}
render-hansa-status = turn { $turn } · { $phase } · full cities { $full }/{ $end } · tokens in stack { $stack }
render-hansa-displaced = { $neutral ->
    [yes] { $who } places displaced neutral pieces
   *[no] { $who } places displaced pieces
}
render-hansa-placing-token = { $who } places a bonus token ({ $token })
render-hansa-placing-a-token = { $who } places a bonus token
render-hansa-neutral-office = { $who } picks the neutral office
render-hansa-perk-use = { $who } uses a sea-route bonus: { $perk }
render-hansa-perk-move = { $who } moves up to { $left } pieces (sea-route bonus)
render-hansa-to-play = { $who } to play, { $left } of { $allowed } actions left
render-hansa-green-city = green city
render-hansa-permits = permits { $countries }
render-hansa-east-west = East–West
render-hansa-full = full
render-hansa-points-short = { $points } pts
render-hansa-desk-keys = Keys
render-hansa-desk-actions = Actions
render-hansa-desk-privilege = Privilege
render-hansa-desk-liber = Liber
render-hansa-desk-bank = Bank
render-hansa-desk-supply = Supply T/M
render-hansa-desk-general = General
render-hansa-desk-tokens = Tokens
render-hansa-desk-tokens-value = { $held } + { $used } used
render-hansa-legend-base = square = trader, disc = merchant · slot colours white/orange/pink/black = privilege · coin = printed points · tokens: +O extra office, SW swap, UP upgrade, +3/+4 actions, R3 remove 3, M3 move 3
render-hansa-legend-sea = blue road = sea route, nM = ship space (merchants only) · printed bonuses: M2 move 2 pieces, PR upgrade Privilegium, GO office in a green city, P2 place 2 of the route, WS place 2 in Wales/Scotland
render-hansa-legend-green = green box = (yellow-)green city: offices only by the GO bonus or an extra office; one makes it full
render-hansa-legend-favour = Emperor's favour tiles on display: { $tiles }
render-hansa-legend-favour-none = Emperor's favour tiles on display: none
render-hansa-legend-countries = brown = Wales, dark blue = Scotland: placing or displacing there needs the right-most office in a permission city (once per turn each)
render-hansa-your-desk = Your desk
render-hansa-desk-note = { $who } · { $points ->
    [one] { $points } point
   *[other] { $points } points
}
render-hansa-mission = Secret mission: { $cities } (1 point per city with your office, 5 more for controlling all three)

## The Quest for El Dorado

render-el-dorado-power = { $kind ->
    [machete] { $power } machete
    [paddle] { $power } paddle
    [coin] { $power } coin
    [any] { $power } any (M/P/C)
   *[action] action
}
render-el-dorado-card = { $code ->
    [explorer] Explorer
    [traveler] Traveler
    [sailor] Sailor
    [scout] Scout
    [trailblazer] Trailblazer
    [pioneer] Pioneer
    [giant-machete] Giant Machete
    [captain] Captain
    [photographer] Photographer
    [journalist] Journalist
    [treasure-chest] Treasure Chest
    [millionaire] Millionaire
    [jack-of-all-trades] Jack-of-all-Trades
    [adventurer] Adventurer
    [prop-plane] Prop Plane
    [transmitter] Transmitter
    [cartographer] Cartographer
    [compass] Compass
    [scientist] Scientist
    [travel-log] Travel Log
    [native] Native
   *[other] { $code }
}
render-el-dorado-cave-token = { $code ->
    [tm1] Machete 1
    [tm2] Machete 2
    [tm3] Machete 3
    [tp1] Paddle 1
    [tp2] Paddle 2
    [tc1] Coin 1
    [tc2] Coin 2
    [tdraw] Draw a card
    [tremove] Remove a card
    [treplace] Replace cards
    [tkeep] Keep single-use card
    [tpass] Pass occupied spaces
    [tnative] Native
    [tchange] Change symbol
   *[other] { $code }
}
render-el-dorado-symbol = { $symbol ->
    [machete] { $n ->
        [one] machete
       *[other] machetes
    }
    [paddle] { $n ->
        [one] paddle
       *[other] paddles
    }
   *[coin] { $n ->
        [one] coin
       *[other] coins
    }
}
render-el-dorado-course = { $code ->
    [first-game] first-game course
    [hills-of-gold] Hills of Gold
    [home-stretch] Home Stretch
    [winding-paths] Winding Paths
    [serpentine] Serpentine
    [swamplands] Swamplands
    [witchs-cauldron] Witch's Cauldron
   *[other] { $code }
}
render-el-dorado-random-course = Random course { $seed }
render-el-dorado-to-play = { $who } to play
render-el-dorado-cost = cost { $cost }{ $single ->
    [yes] {" ✗ single use"}
   *[no] {""}
}
render-el-dorado-on-market = on market
render-el-dorado-beside = beside
render-el-dorado-market = Market
render-el-dorado-market-free = Market ({ $free ->
    [one] { $free } free slot
   *[other] { $free } free slots
}: any stack below may be bought)
render-el-dorado-free-slot = free slot
render-el-dorado-expeditions = Expeditions
render-el-dorado-pawn-at = { $pawn ->
    [pawn1] pawn1 at { $at }
    [pawn2] pawn2 at { $at }
   *[other] at { $at }
}
render-el-dorado-player-line = { $pawns } · hand { $hand } · draw { $draw } · discard { $discard } (top: { $top })
render-el-dorado-blockades = blockades { $blockades }
render-el-dorado-tokens = tokens { $tokens }
render-el-dorado-turn-mark = to play
render-el-dorado-hand-note = draw { $draw } · discard { $discard }
render-el-dorado-in-play = in play: { $source } with { $left } { $symbol } left
render-el-dorado-hand-tokens = Cave tokens: { $tokens }
render-el-dorado-hand-blockades = Blockades: { $blockades }
render-el-dorado-pays = pays { $value }
render-el-dorado-single-use = ✗ single use
