# The Quest for El Dorado (games/el-dorado): every text the game hands out, in English.

el-dorado-title = The Quest for El Dorado

## Cards, cave tokens, terrain, symbols, coins and courses (names used inside sentences).

el-dorado-card-explorer = Explorer
el-dorado-card-traveler = Traveler
el-dorado-card-sailor = Sailor
el-dorado-card-scout = Scout
el-dorado-card-trailblazer = Trailblazer
el-dorado-card-pioneer = Pioneer
el-dorado-card-giant-machete = Giant Machete
el-dorado-card-captain = Captain
el-dorado-card-photographer = Photographer
el-dorado-card-journalist = Journalist
el-dorado-card-treasure-chest = Treasure Chest
el-dorado-card-millionaire = Millionaire
el-dorado-card-jack-of-all-trades = Jack-of-all-Trades
el-dorado-card-adventurer = Adventurer
el-dorado-card-prop-plane = Prop Plane
el-dorado-card-transmitter = Transmitter
el-dorado-card-cartographer = Cartographer
el-dorado-card-compass = Compass
el-dorado-card-scientist = Scientist
el-dorado-card-travel-log = Travel Log
el-dorado-card-native = Native

# A card in a sentence; $case (nom, acc, gen, ins) matters to Polish only.
el-dorado-card = { $case ->
   *[other] { $name }
}

el-dorado-token-tm1 = Machete 1
el-dorado-token-tm2 = Machete 2
el-dorado-token-tm3 = Machete 3
el-dorado-token-tp1 = Paddle 1
el-dorado-token-tp2 = Paddle 2
el-dorado-token-tc1 = Coin 1
el-dorado-token-tc2 = Coin 2
el-dorado-token-tdraw = Draw a card
el-dorado-token-tremove = Remove a card
el-dorado-token-treplace = Replace cards
el-dorado-token-tkeep = Keep single-use card
el-dorado-token-tpass = Pass occupied spaces
el-dorado-token-tnative = Native
el-dorado-token-tchange = Change symbol

# A cave token in a sentence; $case as for cards.
el-dorado-token = { $case ->
   *[other] the { $name } token
}

el-dorado-effect-transmitter = take any card for free, then the Transmitter leaves the game
el-dorado-effect-cartographer = draw 2 cards
el-dorado-effect-compass = draw 3 cards, then the Compass leaves the game
el-dorado-effect-scientist = draw 1 card, then you may remove 1 card from the game
el-dorado-effect-travel-log = draw 2 cards, then you may remove up to 2 cards from the game; the Travel Log leaves the game
el-dorado-effect-native = move to a neighbouring space ignoring its cost (`move native <hex>`)

el-dorado-terrain-jungle = jungle
el-dorado-terrain-water = water
el-dorado-terrain-village = village
el-dorado-terrain-rubble = rubble
el-dorado-terrain-basecamp = basecamp
el-dorado-terrain-mountain = mountain
el-dorado-terrain-cave = cave
el-dorado-terrain-start = start
el-dorado-terrain-finish = finish

el-dorado-symbol-machete = machete
el-dorado-symbol-paddle = paddle
el-dorado-symbol-coin = coin

el-dorado-coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
# Half a coin more than $whole (cards other than yellow and white pay ½).
el-dorado-coins-half = { $whole ->
    [0] ½ coin
   *[other] { $whole }½ coins
}

el-dorado-course-first-game = First game
el-dorado-course-hills-of-gold = Hills of Gold
el-dorado-course-home-stretch = Home Stretch
el-dorado-course-winding-paths = Winding Paths
el-dorado-course-serpentine = Serpentine
el-dorado-course-swamplands = Swamplands
el-dorado-course-witchs-cauldron = Witch's Cauldron
el-dorado-course-random = random ({ $seed })

el-dorado-hex = { $hex } ({ $terrain } { $strength })
el-dorado-hex-finish = { $hex } (El Dorado)

el-dorado-none = none

## Events.

el-dorado-opening = The expedition sets out on the { $course } course. { $who } starts.
el-dorado-opening-caves = The expedition sets out on the { $course } course with caves. { $who } starts.
el-dorado-moves = { $who } moves to { $hex }.
el-dorado-moves-with = { $who } moves to { $hex } with { $source }.
el-dorado-reaches = { $who } reaches El Dorado!
el-dorado-takes-blockade = { $who } takes blockade { $number }.
el-dorado-uses = { $who } uses { $source }.
el-dorado-explores = { $who } explores the cave at { $hex } and finds { $token }.
el-dorado-buys = { $who } buys { $card }.
el-dorado-removes = { $who } removes { $card } from the game.
el-dorado-transmits = { $who } takes { $card } with the Transmitter.
el-dorado-game-over = The round is over and the expedition has reached El Dorado: game over.

## What the player to act is asked to do.

el-dorado-prompt-play = play cards: `move <card> <hex>`, `move <hex>` (card in play, rubble, basecamp), `blockade <card> <n>`, `use <card>`, `buy <card>` or `end`
el-dorado-prompt-discarding = discard { $left ->
    [one] { $left } more card
   *[other] { $left } more cards
} for the rubble: `discard <card>`
el-dorado-prompt-removing = remove { $left ->
    [one] { $left } more card
   *[other] { $left } more cards
} from the game for the basecamp: `remove <card>`
el-dorado-prompt-trimming = you may remove up to { $left ->
    [one] { $left } card
   *[other] { $left } cards
} from the game: `remove <card>` or `done`
el-dorado-prompt-transmitting = take any card for free: `take <card>`
el-dorado-prompt-replacing = discard cards to replace them (`discard <card>`), then `done` to draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
el-dorado-prompt-paying = pay: { $paid } paid of { $cost }; `pay <card>`
el-dorado-prompt-cleanup = you may discard hand cards (`discard <card>`), then `done` to draw back to 4
el-dorado-prompt-over = the game is over

## Moves as the move list describes them.

el-dorado-describe-move-with = play { $source } and move to { $hex }
el-dorado-describe-move-on = move on to { $hex } with the card in play ({ $left } left)
el-dorado-describe-move-paying = move to { $hex } paying with cards
el-dorado-describe-blockade-with = play { $source } to take blockade { $number }
el-dorado-describe-blockade = take blockade { $number }
el-dorado-describe-use-card = use { $card }: { $effect }
el-dorado-describe-use = use { $source }
el-dorado-describe-explore = explore the cave at { $hex }
el-dorado-describe-buy = buy { $card } for { $cost ->
    [one] { $cost } coin
   *[other] { $cost } coins
}
el-dorado-describe-pay-towards = pay with { $source } (worth { $value }; then { $paid } paid of { $cost })
el-dorado-describe-pay = pay with { $source }
el-dorado-describe-discard = discard { $card }
el-dorado-describe-remove = remove { $card } from the game
el-dorado-describe-take = take { $card } for free
el-dorado-describe-done-replacing = draw { $count ->
    [one] { $count } replacement card
   *[other] { $count } replacement cards
}
el-dorado-describe-done-cleanup = keep the rest and draw back to 4
el-dorado-describe-done = done
el-dorado-describe-end = end the turn (discard played cards, draw back to 4)
el-dorado-describe-pawn = { $what } (pawn { $pawn })

## Refused moves.

el-dorado-error-game-over = the game is over
el-dorado-error-not-your-turn = it is { $who }'s turn
el-dorado-error-not-held = you hold no { $source }
el-dorado-error-no-such-card = you hold no such card
el-dorado-error-does-not-move = { $source } does not move pawns
el-dorado-error-paid-with-cards = { $terrain ->
    [rubble] rubble
   *[other] a basecamp
} cannot be entered with a card: play `move <hex>` and pay with cards
el-dorado-error-no-symbol = { $source } has no { $symbol ->
    [machete] machete
    [paddle] paddle
   *[coin] coin
} symbol
el-dorado-error-too-weak = { $source } has strength { $power }, the space needs { $strength }
el-dorado-error-too-few-cards = { $terrain ->
    [rubble] rubble
   *[other] a basecamp
} of strength { $strength } needs { $strength ->
    [one] { $strength } card
   *[other] { $strength } cards
} from your hand
el-dorado-error-no-card-in-play = no card is in play: name a card, e.g. `move explorer C14`
el-dorado-error-other-pawn = the card in play moves your other pawn
el-dorado-error-in-play-for = the card in play was used for { $symbol ->
    [machete] machetes
    [paddle] paddles
   *[coin] coins
}
el-dorado-error-strength-left = the card in play has { $left } strength left, { $strength } needed
el-dorado-error-no-such-pawn = you have no such pawn
el-dorado-error-pawn-arrived = that pawn is already in El Dorado
el-dorado-error-not-neighbour = pawns move one space at a time to a neighbouring space
el-dorado-error-mountain = mountains cannot be entered
el-dorado-error-start-space = start spaces cannot be entered
el-dorado-error-occupied = { $hex } is occupied
el-dorado-error-blockade-in-the-way = a blockade is in the way: take it first (`blockade <card> <number>`)
el-dorado-error-no-blockade = blockade { $number } is not on the board
el-dorado-error-not-at-blockade = your pawn is not next to blockade { $number }
el-dorado-error-not-action = { $card } is not an action card
el-dorado-error-native-moves = the Native moves a pawn: `move native <hex>`
el-dorado-error-nothing-to-take = no cards are left to take
el-dorado-error-movement-token = movement tokens are played with `move <token> <hex>`
el-dorado-error-not-for-sale = that card cannot be bought now
el-dorado-error-too-dear = { $card } costs { $cost ->
    [one] { $cost } coin
   *[other] { $cost } coins
}
el-dorado-error-only-coin-tokens-pay = only coin tokens pay
el-dorado-error-no-caves = caves are only explored in the caves variant (`caves=on`)
el-dorado-error-not-a-cave = that is not a cave
el-dorado-error-not-at-cave = your pawn is not next to that cave
el-dorado-error-cave-empty = that cave is empty
el-dorado-error-not-stopped = a pawn explores only where its own move stopped this turn
el-dorado-error-leave-cave = leave this cave before exploring it again

## Move notation that could not be read (after "`…` is not a move;").

el-dorado-hint-moves = moves are `move <card> <hex>`, `move <hex>`, `blockade [<card>] <number>`, `use <card>`, `explore <cave hex>`, `buy <card>`, `pay <card>`, `discard <card>`, `remove <card>`, `take <card>`, `done` and `end` (cards: explorer, traveler, sailor, scout, …)
el-dorado-hint-not-source = `{ $word }` is not a card or token name
el-dorado-hint-not-card = `{ $word }` is not a card name
el-dorado-hint-blockade-number = blockades are numbered 1 to 6
el-dorado-hint-not-hex = `{ $hex }` is not a space id on this course (e.g. C14, ED1)

## Options.

el-dorado-option-caves = on or off
el-dorado-option-course = one of { $names }, or random

## Summaries.

el-dorado-summary-course = Course: { $course }{ $caves ->
    [on] {" "}(caves)
   *[other] {""}
}
el-dorado-summary-stack = `{ $code }` { $cost }c ×{ $left }
el-dorado-summary-market = Market: { $stacks }
el-dorado-summary-free-slots = { $n ->
    [one] { $n } free slot
   *[other] { $n } free slots
}; next to the market: { $stacks }
el-dorado-summary-blockades = Blockades on the board: { $numbers }
el-dorado-summary-pawns = { $who }: { $count ->
    [one] pawn
   *[other] pawns
} { $pawns }
el-dorado-summary-cards = hand { $hand } · draw { $draw } · discard { $discard }
el-dorado-summary-cards-top = hand { $hand } · draw { $draw } · discard { $discard } (top { $top })
el-dorado-summary-player-blockades = blockades { $numbers }
el-dorado-summary-tokens = tokens { $codes }
el-dorado-summary-turn = { $who } to play: { $hint }
el-dorado-summary-hand = Your hand: { $cards }
el-dorado-summary-in-play = in play: { $code } with { $left } { $symbol ->
    [machete] { $left ->
        [one] machete
       *[other] machetes
    }
    [paddle] { $left ->
        [one] paddle
       *[other] paddles
    }
   *[coin] { $left ->
        [one] coin
       *[other] coins
    }
} left

## Final score.

el-dorado-score-reached = reached El Dorado
el-dorado-tiebreak-blockades = { $n ->
    [one] blockade
   *[other] blockades
}
el-dorado-tiebreak-highest-blockade = on the highest blockade

## Rules by topic (`/rules <topic>`).

el-dorado-rules-overview =
    The Quest for El Dorado (Reiner Knizia), 2–4 players. Race your explorer across the jungle to the gate of El Dorado.
    Everyone starts with 8 cards (3 Explorer, 4 Traveler, 1 Sailor) and holds 4. On your turn play cards one at a time to move and to use action cards, and at the end buy at most one card.
    The game ends after the round in which someone reached El Dorado; ties go to more blockades, then the highest blockade, otherwise the victory is shared.
    Options: `course=<name>` (first-game, hills-of-gold, home-stretch, winding-paths, serpentine, swamplands, witchs-cauldron, random) and `caves=on`.
    .topic = overview
el-dorado-rules-moving =
    Play one card and move one space at a time: the card's symbol must match the space (machete = jungle, paddle = water, coin = village; white cards have all three) and its strength must be at least the space's. Strength left over may carry on to further spaces of the same symbol, but cards never combine.
    Rubble: discard 1/2/3 cards; basecamp: remove 1/2/3 cards from the game. Mountains and occupied spaces cannot be entered.
    Notation: `move explorer C14` plays a card, `move C15` goes on with the card in play or enters rubble/basecamp (then `discard <card>` / `remove <card>`).
    Two players: two pawns each, a card moves one pawn (`pawn1`/`pawn2` at the end if both could go); both must reach El Dorado.
    .topic = moving
el-dorado-rules-blockades =
    Blockades lie between tiles and cannot be crossed. Take one with a matching card (`blockade trailblazer 5`; leftover strength carries on) or, for rubble blockades, `blockade 3` then discard cards. The Native takes any blockade.
    Keep blockades for the tie-break.
    .topic = blockades
el-dorado-rules-cards =
    Purple cards: Transmitter (take any card for free; leaves the game), Cartographer (draw 2), Compass (draw 3; leaves the game), Scientist (draw 1, then you may remove 1 card), Travel Log (draw 2, then you may remove up to 2; leaves the game), Native (move to any neighbouring space ignoring its cost: `move native C14`).
    Single-use cards leave the game only when used for their main effect.
    Notation: `use cartographer`, `take pioneer`, `remove explorer`, `done`.
    .topic = cards
el-dorado-rules-buying =
    At the end of your turn you may buy one card: `buy compass`, then `pay <card>` until the price is covered (yellow and white cards pay their coins, others ½; no change). The bought card goes to your discard pile.
    Six stacks lie on the market; when one runs out, a buyer may bring any stack from next to the market onto the free slot.
    Then `end`: you may discard hand cards (`discard <card>`, `done`), played cards go to the discard pile and you draw back to 4 (reshuffling when needed).
    .topic = buying
el-dorado-rules-caves =
    With `caves=on` every cave mountain holds 4 face-down tokens. A pawn whose own move stopped next to a cave may explore it (`explore B9`) and take the top token; it must stand away from the cave before exploring it again.
    Tokens: tm1–tm3 (machete), tp1–tp2 (paddle), tc1–tc2 (coin, also pays), tdraw, tremove, treplace, tkeep (the next single-use card stays), tpass (enter occupied spaces this turn), tnative, tchange (the next card may use any symbol).
    Movement tokens: `move tm2 C14`; others: `use tdraw`.
    .topic = caves
el-dorado-rules-notation =
    Spaces are named by tile letter and number as printed on the board (C14; the finish is ED1–ED3).
    Moves: `move <card> <hex>`, `move <hex>`, `blockade [<card>] <n>`, `use <card>`, `explore <hex>`, `buy <card>`, `pay <card>`, `discard <card>`, `remove <card>`, `take <card>`, `done`, `end`. Cards by code, English or Polish name, or a unique prefix (`jack`, `pion`).
    Polish words work too, with or without diacritics: `przesuń`/`idź` (move), `blokada`/`zdobądź` (blockade), `użyj`/`zagraj` (use), `eksploruj` (explore), `kup` (buy), `zapłać`/`płać` (pay), `odrzuć` (discard), `usuń` (remove), `weź` (take), `gotowe` (done), `koniec`/`pas` (end), `pionek1`/`pionek2` (pawn1/pawn2).
    .topic = notation
