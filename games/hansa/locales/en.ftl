# Hansa Teutonica: every text the game hands out, in English.
# Seats come as `who`, `owner`, `decider`, `active` (the player's name, or the neutral colour);
# piece kinds as `kind` / `target` (`trader` or `merchant`); spaces (`r17.2`), routes (`r17`),
# route and city names verbatim.

hansa-title = Hansa Teutonica

## Words used inside other texts

hansa-neutral = Neutral
hansa-none = none
hansa-pieces = { $merchants ->
    [0] { $traders } { $traders ->
        [one] trader
       *[other] traders
    }
   *[other] { $traders ->
        [0] { $merchants } { $merchants ->
            [one] merchant
           *[other] merchants
        }
       *[other] { $traders } { $traders ->
            [one] trader
           *[other] traders
        } and { $merchants } { $merchants ->
            [one] merchant
           *[other] merchants
        }
    }
}
hansa-ability = { $ability ->
    [keys] Keys
    [actiones] Actiones
    [privilegium] Privilegium
    [liber] Liber Sophiae
   *[bank] Bank
}
hansa-ability-value = { $value ->
    [99] all
   *[other] { $value }
}
hansa-privilege = { $colour ->
    [white] white
    [orange] orange
    [pink] pink
   *[black] black
}
hansa-token = { $token ->
    [extra] Extra office
    [swap] Swap offices
    [upgrade] Upgrade an ability
    [actions3] +3 actions
    [actions4] +4 actions
    [remove] Remove 3 pieces
   *[move] Move 3 pieces
}
hansa-token-any = bonus
hansa-token-beside = { $token } beside { $route } ({ $name })
hansa-perk = { $perk ->
    [move] move 2 pieces of anyone
    [upgrade] upgrade Privilegium
    [office] an office in a (yellow-)green city
    [route] put 2 pieces of the route on free spaces
   *[wales] put 2 pieces in Wales and/or Scotland
}
hansa-favour = { $tile ->
    [anywhere] your displaced pieces may go to any route
    [action] +1 action every turn
    [income] +1 piece when another player takes income
    [reinforce] 2 extra pieces when your trader is displaced
    [cities] 4 points per controlled city at the end
   *[abilities] 7 points per fully developed ability at the end
}
hansa-board = { $board ->
    [hansa-league-45] Hansa League board (4–5 player side)
    [hansa-league-3] Hansa League board (2–3 player side)
    [east] East board
    [britannia-45] Britannia board (4–5 player side)
   *[britannia-3] Britannia board (3-player side)
}
hansa-board-subject = { $board ->
    [britannia-3] Britannia's 3-player side
    [britannia-45] Britannia's 4–5 player side
    [britannia] The Britannia board
   *[east] The East board
}
hansa-at = { $space } on { $route } ({ $name })

## Setting up

hansa-lobby-league = The Hansa League board's side follows the seats at `/start`: 2–3 players play the 2–3 player side, 4–5 the 4–5 player side (`side=3` or `side=45` fixes it).
hansa-lobby-britannia = Britannia's side follows the seats at `/start`: 3 players play the 3-player side (England and Wales), 4–5 the 4–5 player side with Scotland (`side=3` or `side=45` fixes it).
hansa-option-on-off = on or off
hansa-option-map = league, east or britannia
hansa-option-side = 45 (the 4–5 player side) or 3 (the 2–3 player side)
hansa-option-tokens = base or bigbox
hansa-option-missions = off: mission cards belong to the Hansa League board (map=league)
hansa-option-favour = off: favour tiles belong to the Hansa League board (map=league)
hansa-option-east-side = nothing: the East board has one side (3–5 players)

## Events

hansa-ev-start = Hansa Teutonica on the { $board } with the { $tokens ->
    [bigbox] Big Box
   *[base] base
} bonus tokens. { $who } starts with 2 actions.
hansa-ev-start-tokens = Starting tokens: { $tokens }.
hansa-ev-start-neutral = Two players: neutral traders (N) stand on every route to an ability city or with a token.
hansa-ev-turn = { $who }'s turn ({ $actions } { $actions ->
    [one] action
   *[other] actions
}).
hansa-ev-end-turn = { $who } ends the turn.
hansa-ev-income = { $who } takes income: { $pieces }.
hansa-ev-place = { $who } places a { $kind ->
    [merchant] merchant
   *[trader] trader
} on { $space }.
hansa-ev-displace = { $who } displaces { $owner }'s { $target ->
    [merchant] merchant
   *[trader] trader
} on { $space } with a { $kind ->
    [merchant] merchant
   *[trader] trader
} (paying { $paid } to the general supply); { $decider } now places the displaced piece and up to { $extra } more nearby.
hansa-ev-relocate = { $who } puts the displaced { $kind ->
    [merchant] merchant
   *[trader] trader
} on { $space }.
hansa-ev-relocate-extra = { $who } adds a { $kind ->
    [merchant] merchant
   *[trader] trader
} from { $from ->
    [route] the route
    [general] the general supply
   *[personal] the personal supply
} on { $space }.
hansa-ev-no-more = { $who } places no more pieces.
hansa-ev-displaced-returns = No route space is free: { $who }'s displaced piece returns to the personal supply.
hansa-ev-move = { $who } moves pieces (up to { $left }).
hansa-ev-move-piece = { $who } moves a { $kind ->
    [merchant] merchant
   *[trader] trader
} from { $from } to { $to }.
hansa-ev-move-opposing = { $who } moves { $owner }'s { $kind ->
    [merchant] merchant
   *[trader] trader
} from { $from } to { $to }.
hansa-ev-swap = { $who } swaps the trader on { $a } and the merchant on { $b } (2 moves).
hansa-ev-remove = { $who } removes { $owner }'s { $kind ->
    [merchant] merchant
   *[trader] trader
} from { $space } (back to its owner's supply).
hansa-ev-use-token = { $who } uses the { $token } token.
hansa-ev-swap-offices = Offices { $first } and { $second } of { $city } change places.
hansa-ev-token-placed = { $who } puts the { $token } token beside { $route } ({ $name }).
hansa-ev-neutral-trader = A neutral trader goes on { $space }.
hansa-ev-neutral-route = The neutral colour fills { $route } ({ $name }) and establishes it.
hansa-ev-token-aside = No route can take the { $token } token; it is set aside.
hansa-ev-establish = { $who } establishes { $route } ({ $name }).
hansa-ev-control = { $who } controls { $city } and scores 1 point.
hansa-ev-neutral-token = The neutral colour takes the { $token } token; it leaves the game.
hansa-ev-take-token = { $who } takes the { $token } token.
hansa-ev-token-drawn = A new bonus token is drawn; it goes on the board at the end of { $who }'s turn.
hansa-ev-end-tokens = No bonus token is left to draw: the game ends after this action.
hansa-ev-end-points = A player has 20 points: the game ends after this action.
hansa-ev-end-cities = { $full } cities are full: the game ends after this action.
hansa-ev-office = { $who } founds an office in { $city } ({ $privilege } { $kind ->
    [merchant] circle
   *[trader] square
}).
hansa-ev-printed-points = { $who } scores { $points } printed { $points ->
    [one] point
   *[other] points
}.
hansa-ev-city-full = { $city } is full ({ $full } full { $full ->
    [one] city
   *[other] cities
}).
hansa-ev-east-west = { $who } links the East–West cities (#{ $place }) and scores { $points } { $points ->
    [one] point
   *[other] points
}.
hansa-ev-extra-office = { $who } uses an Extra office token: a { $kind ->
    [merchant] merchant
   *[trader] trader
} left of { $city }'s offices.
hansa-ev-special = { $who } puts a merchant on the { $privilege } { $points }-point field of { $city }'s table.
hansa-ev-upgrade = { $who } upgrades { $ability } to { $value }; the freed { $kind ->
    [merchant] merchant
   *[trader] trader
} goes to the personal supply.
hansa-ev-permission = { $who } uses the permission of { $city }.
hansa-ev-green-office = { $who } founds an office in { $city } with a { $kind ->
    [merchant] merchant
   *[trader] trader
}.
hansa-ev-favour = { $who } gives up this turn's actions and turns { $first } and { $second } face down for the Emperor's favour: { $tile }.
hansa-ev-favour-income = { $who } takes 1 piece from the general supply (Emperor's favour).
hansa-ev-game-over = Game over: final scoring.

## Refusals

hansa-err-game-over = the game is over
hansa-err-not-your-turn = it is not your turn: { $active } must act now
hansa-err-wrong-phase = that is not possible now: { $expected }
hansa-err-not-now = that move is not possible now
hansa-err-out-of-range = there is no such space, route or city on this map
hansa-err-no-space = there is no such space
hansa-err-no-route = there is no such route
hansa-err-space-empty = { $space } is empty: use `place`
hansa-err-own-piece = you cannot displace your own piece
hansa-err-no-kind-in-supply = you have no { $kind ->
    [merchant] merchant
   *[trader] trader
} in your personal supply
hansa-err-displace-cost = displacing a { $kind ->
    [merchant] merchant
   *[trader] trader
} costs { $cost } more { $cost ->
    [one] piece
   *[other] pieces
} from your personal supply; you have { $have } { $have ->
    [one] piece
   *[other] pieces
}
hansa-err-ship-space = { $space } is a ship space: merchants only
hansa-err-general-empty = your general supply is empty: there is nothing to take
hansa-err-income-count = income takes 1 to { $most } { $most ->
    [one] piece
   *[other] pieces
} (`income` alone takes all { $most }); not { $got }
hansa-err-income-merchants = income takes { $n } { $n ->
    [one] piece
   *[other] pieces
}; merchants among them: { $min } to { $max }
hansa-err-income-range = income takes 1 to { $most } { $most ->
    [one] piece
   *[other] pieces
} now (`income` takes all { $most })
hansa-err-income-sum = { $n } { $n ->
    [one] piece
   *[other] pieces
} in all do not add up to the traders and merchants named
hansa-err-income-traders = { $traders } { $traders ->
    [one] trader is
   *[other] traders are
} more than { $n } { $n ->
    [one] piece
   *[other] pieces
}
hansa-err-first-free = a piece placed on a route takes the first free space of its type
hansa-err-occupied = { $space } is occupied: `displace { $space }` replaces an opposing piece
hansa-err-pay-options = the { $cost } { $cost ->
    [one] piece
   *[other] pieces
} you pay may be { $options } (the first, traders first, is the default)
hansa-err-displace-pay = displacing the piece on { $space } costs { $cost } { $cost ->
    [one] piece
   *[other] pieces
}
hansa-err-nothing-relocated = nothing is being relocated
hansa-err-not-nearest = { $space } is not among the nearest free spaces for a { $kind ->
    [merchant] merchant
   *[trader] trader
}: { $spaces }
hansa-err-nearest = the nearest free spaces are { $spaces }
hansa-err-displaced-kind = the displaced piece is a { $kind ->
    [merchant] merchant
   *[trader] trader
}
hansa-err-no-extra-left = no extra piece is left to place
hansa-err-supplies-empty = your supplies are empty: move a piece from the board (`move <from> <to>`)
hansa-err-no-kind-to-take = there is no { $kind ->
    [merchant] merchant
   *[trader] trader
} to take there
hansa-err-board-only-when-empty = pieces come from the board only when both supplies are empty
hansa-err-move-own-piece = move one of your own pieces from a route
hansa-err-not-yours = { $space } holds no piece of yours
hansa-err-already-on = that piece is already on { $route }
hansa-err-cannot-go = that piece cannot go to { $route }
hansa-err-route-first = say where the piece goes: `move r3.1 r5`
hansa-err-no-opposing = { $space } holds no opposing piece
hansa-err-nowhere-to-move = there is no free space to move it to
hansa-err-already-moving = you are already moving a piece: choose where it goes (`to <space>`)
hansa-err-no-move = no move action is under way
hansa-err-bringing-to = you are bringing pieces to { $route }: `back` first to choose { $other } instead
hansa-err-route-no-room = { $route } has no free space for one of your other pieces
hansa-err-move-takes = a piece moved to { $route } takes { $space }
hansa-err-swap = swap one of your traders with one of your merchants (2 moves)
hansa-err-nothing-picked = say which piece goes where: `move r4.1 r6.1`
hansa-err-not-first-free = { $space } is not the first free space of another route
hansa-err-no-removal = no removal is under way
hansa-err-choose-opposing = choose a space with an opposing piece
hansa-err-token-route = a bonus token goes beside an empty route without a token that leads to a city with a free office
hansa-err-not-occupied = { $route } is not fully occupied by your pieces
hansa-err-not-an-end = that city is not an end of the route
hansa-err-city-full = { $city } is full
hansa-err-next-office = the next office of { $city } is a { $privilege } { $kind ->
    [merchant] circle
   *[trader] square
} (needs a { $kind ->
    [merchant] merchant
   *[trader] trader
} on the route and the { $privilege } privilege)
hansa-err-reward-unavailable = that reward is not available here
hansa-err-reward = { $reason }; you may take: { $options }
hansa-err-no-token = you hold no unused bonus token
hansa-err-token-now = you cannot use that bonus token now
hansa-err-move-steps = moving goes in steps: first `move`, then each piece, `move r3.1 r5`
hansa-err-no-action-left = you have no action left: use a bonus token or `end` the turn
hansa-err-no-free-space = no route space is free for that piece
hansa-err-cannot-displace = you cannot afford to displace any opposing piece
hansa-err-nothing-moves = none of your pieces on the routes can move
hansa-err-neutral-city = choose an end city of the route with a free office
hansa-err-favour-start = a favour tile is taken at the start of your turn, before any action
hansa-err-favour-not-shown = the { $tile } tile is not on display
hansa-err-favour-tokens = turn 2 of your unused bonus tokens face down (name them, e.g. `favour cities swap upgrade`)
hansa-err-permission = placing or displacing on { $space } needs the right-most office in a city that permits it (unused this turn)
hansa-err-no-perk = no bonus is being used
hansa-err-perk-places-none = this bonus places no pieces
hansa-err-kind-cannot-go = a { $kind ->
    [merchant] merchant
   *[trader] trader
} cannot go on { $space }
hansa-err-no-kind-to-place = you have no { $kind ->
    [merchant] merchant
   *[trader] trader
} to place there
hansa-err-perk-board-only = pieces come from the board only for the Wales/Scotland bonus
hansa-err-wales-scotland = choose a free space in Wales or Scotland
hansa-err-perk-not-upgrade = this bonus is not an upgrade
hansa-err-privilegium-full = your Privilegium is fully developed
hansa-err-perk-no-office = this bonus founds no office
hansa-err-green-city = the bonus founds an office in a green or yellow-green city (Belgard, Waren, Dresden)
hansa-err-put-down-first = put the picked-up piece down first: `to <space>`
hansa-err-piece-with-room = choose a piece that has a free space to go to
hansa-err-space-refuses = that space cannot take the piece
hansa-err-no-such-route = there is no route { $route }; routes are r1 to r{ $count }
hansa-err-place-where = name the space with the piece, in one move: `place r17.2 trader`
hansa-err-displace-where = name the opposing piece's space with yours, in one move: `displace r4.1 trader`
hansa-err-no-back = every move is whole, so there is nothing to go back from: type the move you want (`place r17.2 trader`), or `/undo` the last one
hansa-err-name-space = name the space, like { $route }.1
hansa-err-route-spaces = route { $route } has { $spaces } { $spaces ->
    [one] space
   *[other] spaces
}
hansa-err-no-city = there is no city `{ $city }` on this map
hansa-err-route-full = { $route } has no free space
hansa-err-move-first = `move` starts the move action; then `move { $space } { $route }` (or `to { $route }`, then `move { $space }`)
hansa-err-no-table = this map has no points table
hansa-err-no-field = the table has no { $points }-point field
hansa-err-table-route = you cannot take a field of the table with this route
hansa-err-no-ability-city = { $route } leads to no ability city

## What the player is asked to do

hansa-prompt-actions = you have { $left } of { $actions } { $actions ->
    [one] action
   *[other] actions
} left: { $hint }
hansa-hint-actions = choose an action: `income` (or `income 2`), `place r17.2 trader`, `displace r4.1 merchant` (`… pay 1m` to pay with a merchant), `move` (then `move r3.1 r5`), `claim r17 office <city>`, `token …` or `end`
hansa-hint-moving = move up to { $left } more of your pieces, each to a free space of another route (`move r3.1 r17`), swap a trader and a merchant (`swap r3.1 r5.2`), or `done`
hansa-hint-put-down = put the picked-up piece on a free space: `to <space>`
hansa-hint-shifting = move up to { $left } more opposing { $left ->
    [one] piece
   *[other] pieces
}, each to a free space of another route (`move r4.1 r6.1`), or `done`
hansa-hint-removing = remove up to { $left } more opposing { $left ->
    [one] piece
   *[other] pieces
}: `remove <space>` or `done`
hansa-hint-displaced = put your displaced piece on one of the nearest free spaces: `place <space> <trader|merchant>`
hansa-hint-extras = place up to { $left } more { $left ->
    [one] piece
   *[other] pieces
} nearby (`place <space> <kind>`) or `done`
hansa-hint-neutral = choose the city for the neutral office: `neutral <city>`
hansa-hint-tokens = put the drawn bonus token beside an empty route: `bonus r<n>`
hansa-hint-perk-upgrade = sea-route bonus: `perk upgrade` (Privilegium) or `done`
hansa-hint-perk-office = sea-route bonus: `perk office <city> trader` (a green city) or `done`
hansa-hint-perk-place = sea-route bonus: { $perk }; up to { $left } more (`place <space> <kind>`), or `done`
hansa-hint-perk-move = sea-route bonus: move up to { $left } more { $left ->
    [one] piece
   *[other] pieces
} of anyone, each to a free space of another route (`move r4.1 r6.1`), or `done`
hansa-hint-over = the game is over

## Reading the notation

hansa-hint-notation = moves are `income` (`income 2`, `income 1m`), `place r17.2 trader`, `displace r4.1 trader` (`… pay 1m`), `move` then `move r3.1 r5`, `claim r17 office <city>` / `claim r17 upgrade <ability>` / `claim r17 coellen 8`, `token <actions3|actions4|upgrade …|swap <city> <n>|remove|move>`, `remove r4.1`, `bonus r12`, `neutral <city>`, `done` and `end`
hansa-hint-space = `{ $word }` is not a route space like r17.2
hansa-hint-route = `{ $word }` is not a route like r17
hansa-hint-kind = `{ $word }` is not a piece kind (trader or merchant)
hansa-hint-income = `income` (as many as your Bank allows), `income 2` (fewer), `income 1m` or `income 2 1m` (how many of them are merchants)
hansa-hint-displace = `displace r4.1 merchant` or `displace r4.1 merchant pay 1t1m`
hansa-hint-pay = the pieces you pay: `pay 2t`, `pay 1t1m` or `pay 2m`
hansa-hint-ability = abilities are keys, actiones, privilegium, liber, bank
hansa-hint-table = `table <points>`
hansa-hint-claim = `claim r17`, `claim r17 office <city>`, `claim r17 extra <city>`, `claim r17 upgrade <ability>` or `claim r17 coellen <points>`
hansa-hint-favour = `favour <anywhere|action|income|reinforce|cities|abilities> <token> <token>`
hansa-hint-perk-office-syntax = `perk office <city> trader|merchant`
hansa-hint-perk = sea-route bonuses: `perk upgrade`, `perk office <city> <kind>`, `done`
hansa-hint-swap = `token swap <city> <n>` swaps offices n and n+1 (offices count from 1)
hansa-hint-token = tokens: `token actions3`, `token actions4`, `token upgrade <ability>`, `token swap <city> <n>`, `token remove`, `token move` (extra office: `claim r17 extra <city>`)

## What an action does (move lists and buttons)

hansa-do-income = income: take { $n } { $n ->
    [one] piece
   *[other] pieces
} from the general supply ({ $merchants } { $merchants ->
    [one] merchant
   *[other] merchants
}{ $most ->
    [0] {""}
   *[other] , { $most } allowed
})
hansa-do-place = place a { $kind ->
    [merchant] merchant
   *[trader] trader
} { $at }
hansa-do-displace = displace the { $target ->
    [merchant] merchant
   *[trader] trader
} { $at } with your { $kind ->
    [merchant] merchant
   *[trader] trader
} (costs { $cost } more: { $paid } to the general supply)
hansa-do-pick = pick up the piece { $at }
hansa-do-place-kind = place a { $kind ->
    [merchant] merchant
   *[trader] trader
} (choose the space next)
hansa-do-displace-with = displace an opposing piece with a { $kind ->
    [merchant] merchant
   *[trader] trader
} (choose it next)
hansa-do-move = move up to { $n } of your pieces on the routes
hansa-do-back = go back
hansa-do-drop = put it { $at }
hansa-do-target = bring pieces to { $route } ({ $name })
hansa-do-swap = swap your trader on { $a } with your merchant on { $b } (2 moves)
hansa-do-relocate = put a { $kind ->
    [merchant] merchant
   *[trader] trader
} { $at }
hansa-do-relocate-from = move your piece from { $from } to { $at }
hansa-do-claim = establish { $route } ({ $name }): { $reward }
hansa-do-remove = remove the piece { $at }
hansa-do-token-actions = use +{ $n } actions
hansa-do-token-upgrade = use the upgrade token on { $ability }
hansa-do-token-swap = swap offices { $first } and { $second } in { $city }
hansa-do-token-remove = use Remove 3: remove up to 3 opposing pieces
hansa-do-token-move = use Move 3: move up to 3 opposing pieces
hansa-do-bonus = put the { $token } token beside { $route } ({ $name })
hansa-do-neutral = neutral office in { $city }
hansa-do-perk-upgrade = use the sea route's bonus: upgrade Privilegium
hansa-do-favour = give up this turn's actions, turn { $first } and { $second } face down, take the Emperor's favour: { $tile }
hansa-do-perk-office = use the sea route's bonus: an office in { $city } with a { $kind ->
    [merchant] merchant
   *[trader] trader
} from your personal supply
hansa-do-done = finish this step
hansa-do-end = end your turn
hansa-reward-nothing = claim { $route } for points only
hansa-reward-office = office in { $city }
hansa-reward-extra = extra office in { $city }
hansa-reward-upgrade = upgrade { $ability }
hansa-reward-special = { $points }-point field at { $city }

## Summaries

hansa-summary-turn = Turn { $turn }: { $who } to play ({ $left } of { $actions } { $actions ->
    [one] action
   *[other] actions
} left). Full cities { $full }/{ $end }. Token stack: { $stack }.
hansa-summary-desk = { $who }: { $points } { $points ->
    [one] point
   *[other] points
}; Keys { $keys }, Actiones { $actiones }, Privilegium { $privilegium }, Liber Sophiae { $liber }, Bank { $bank ->
    [99] all
   *[other] { $bank }
}; personal supply { $traders } { $traders ->
    [one] trader
   *[other] traders
} + { $merchants } { $merchants ->
    [one] merchant
   *[other] merchants
}, general supply { $general_traders } + { $general_merchants }; tokens: { $unused } unused, { $used } used
hansa-summary-unused = ; unused tokens: { $tokens }
hansa-summary-favours = ; Emperor's favour: { $tiles }
hansa-summary-favour-tile = { $word } ({ $tile })
hansa-favour-word = { $tile ->
    [anywhere] anywhere
    [action] action
    [income] income
    [reinforce] reinforce
    [cities] cities
   *[abilities] abilities
}
hansa-summary-favour-display = Emperor's favour tiles on display: { $tiles }
hansa-summary-routes = Routes: { $routes }
hansa-summary-green-city = { $city } (green city, full): { $offices }
hansa-summary-offices = Offices: { $cities }
hansa-summary-who = { $who }
hansa-summary-east-west = East–West: { $seats }
hansa-summary-mission = Your secret mission: { $cities } (1 point per city with your office, 5 more for controlling all three).

## Final scoring

hansa-score-track = score track
hansa-score-abilities = developed abilities
hansa-score-tokens = bonus tokens
hansa-score-table = { $city } special-points table
hansa-score-cities = controlled cities
hansa-score-network = network × Keys
hansa-score-mission = mission card
hansa-tiebreak-actiones = { $n ->
    [one] Actiones upgrade
   *[other] Actiones upgrades
} (the fewer wins)
hansa-tiebreak-network = { $n ->
    [one] network point
   *[other] network points
}

## Rules topics (`/rules <topic>`)

hansa-rules-overview = Hansa Teutonica, 2–5 players. Put traders (cubes) and merchants (discs) on the routes between cities; when you occupy a whole route, establish it to found an office in one of its cities, upgrade an ability or take a field of the Coellen table. The game ends immediately after the action in which someone reaches 20 points, a bonus token must be drawn and none is left, or the 10th city (Britannia: 8th) becomes full. Most points wins; ties: fewer Actiones upgrades, then the larger network.
    .topic = overview
hansa-rules-setup = Board: `map=league` (default; the 4–5 side for 4–5 players, the 2–3 side otherwise, `side=45|3`), `map=east` (3–5 players) or `map=britannia` (3–5 players: without `side=` the side follows the seats at `/start`, 3 players → the 3-player side of England and Wales, 4–5 → the 4–5 side with Scotland; `side=3` is for exactly 3 players, `side=45` for 4–5). Bonus tokens: `tokens=base|bigbox`. Hansa League extras: `missions=on`, `favour=on`. The three golden tokens lie beside the taverns' routes; the rest are shuffled face down. Player 1 starts with 5 traders + 1 merchant in the personal supply, each next player with one trader more; the rest of the 27+4 pieces are on the desk (15 traders, 3 merchants) or in the general supply.
    .topic = setup
hansa-rules-abilities = Keys 1-2-2-3-4 (network multiplier), Actiones 2-3-3-4-4-5 (actions per turn; a new level counts at once), Privilegium white/orange/pink/black (office colours you may take), Liber Sophiae 2-3-4-5 (pieces per move action), Bank 3-5-7-all (most pieces per income). An upgraded piece goes to your personal supply.
    .topic = abilities
hansa-rules-actions = Per action: `income` (take as many pieces as your Bank allows from the general supply; fewer: `income 2`; merchants among them: `income 1m`, `income 2 1m`); `place r17.2 trader` (a free space); `displace r4.1 merchant` (replace an opposing piece, paying 1 more piece for a trader, 2 for a merchant, from your personal supply to the general supply: traders first, or say which, `displace r4.1 merchant pay 1t1m`, `… pay 2m`; its owner then puts it and 1 or 2 more pieces from the general supply — then personal supply, then the board — on free spaces of the nearest routes: `place r5.2 trader`, `done` to stop); `move` (up to Liber Sophiae of your pieces to free spaces of other routes, one or more, a piece a move: `move r3.1 r5`, and `move r3.2` brings the next piece to the same route; `swap r3.1 r5.2` exchanges your trader and merchant for 2 moves; `done` stops); `claim r17 …` (establish a route you fully occupy). `end` ends your turn.
    .topic = actions
hansa-rules-claim = Establishing r17: 1) whoever controls each end city (most offices; tie: the right-most office) scores 1 point; 2) you take the token beside the route and draw a new one for the end of your turn; 3) one of: `claim r17 office Hamburg` (left-most free office; your privilege must reach its colour; a circle needs a merchant), `claim r17 extra Hamburg` (Extra office token: left of the slots, the first slot must be taken), `claim r17 upgrade keys` (at a scroll city), `claim r17 coellen 8` (a merchant on a table field your privilege reaches), or just `claim r17`. Printed coins score at once; a city whose slots are all taken is full. Linking Stendal and Arnheim with your offices scores 7/4/2 for the first three players.
    .topic = claim
hansa-rules-tokens = Use a token any time in your turn after the action that gained it (not an action): `token actions3`, `token actions4`, `token upgrade <ability>`, `token swap <city> <n>` (offices n and n+1 from the left, one yours; never an office founded with the Extra office token; in a green city the offices of the sea-route bonus count), `token remove` (base: remove up to 3 opposing pieces, `remove r4.1`), `token move` (Big Box: move up to 3 opposing pieces, `move r4.1 r6.1`). Extra office: `claim r17 extra <city>`. At the end of your turn put each drawn token beside an empty route without a token that leads to a city with a free office: `bonus r12`. Base set: 4 extra office, 3 swap, 2 upgrade, 2+2 extra actions, 2 remove 3; Big Box: move 3 instead of remove 3.
    .topic = tokens
hansa-rules-scoring = Final score: the score track; 4 per fully developed ability except Keys; tokens 1/3/6/10/15/21 for 1/2–3/4–5/6–7/8–9/10+; Coellen fields; 2 per controlled city; your largest network of connected cities with your offices × Keys.
    .topic = scoring
hansa-rules-notation = Chat notation: spaces are `r17.2` (route 17 as numbered on the picture, 2nd space from its first-named city), routes `r17`, cities by name without accents (`Lubeck`, `Koln`). Moves: `income`, `income 2`, `income 1m`, `place r17.2 trader`, `displace r4.1 merchant` (`… pay 1t1m`), `move` then `move r3.1 r5`, `swap r3.1 r5.2`, `claim r17 office Hamburg`, `claim r17 extra Hamburg`, `claim r17 upgrade keys`, `claim r17 coellen 8`, `token actions3`, `token upgrade bank`, `token swap Hamburg 1`, `token remove`, `token move`, `remove r4.1`, `bonus r12`, `neutral Hamburg`, `perk upgrade`, `perk office Waren trader`, `favour cities swap upgrade`, `done`, `end`. Polish words work too (with or without diacritics): `pozyskaj` = income, `umieść`/`postaw` = place, `przemieść` = displace, `rusz`/`ruch` = move, `zamień` = swap, `na` = to, `ustanów` = claim, `usuń` = remove, `żeton` = token, `premia` = bonus, `neutralna` = neutral, `przychylność` = favour, `gotowe` = done, `koniec`/`zakończ` = end; pieces `sprzedawca` (trader) and `kupiec` (merchant); and their arguments: `placówka` = office, `dodatkowa` = extra, `rozwiń` = upgrade, `nic` = nothing, `tabela` = table, `zapłać` = pay, `akcje3`/`akcje4` = actions3/actions4, `zamiana` = swap, `usuń` = remove, `ruch` = move, `klucze`, `akcje`, `przywileje`, `księga`, `sakiewka` (the abilities), `dowolnie`, `akcja`, `pozyskanie`, `posiłki`, `miasta`, `zdolności` (the favour tiles). `ustanów r5 placówka Danzig` plays `claim r5 office Danzig`.
    .topic = notation
hansa-rules-east = East board (3–5 players): East–West Lübeck–Danzig; points table in Königsberg. Sea routes (blue) have ship spaces (`nM` on the picture) that take merchants only, no bonus token, and a printed bonus used right after establishing them (or `done`; none if that action ended the game): move 2 pieces of anyone (`move r4.1 r6.1`), `perk upgrade` (Privilegium), `perk office Waren trader` (an office in a green city, right of the others, from your personal supply), or put 2 pieces of the route on free spaces (`place r5.1 trader`). Green cities (Belgard, Waren, Dresden) take offices only by that bonus or an Extra office token (`claim r17 extra Belgard`); one office makes them full. Waren: upgrade Actiones or Bank.
    .topic = east
hansa-rules-britannia = Britannia: East–West Oxford–York; points table in Plymouth; coins are worth 2; the game ends at 8 full cities. Placing or displacing in Wales (brown) or Scotland (blue) needs the right-most office in Cardiff (Wales), Carlisle (Scotland) or London (either), each once per turn; in England always. Establishing needs no permission. Displaced pieces and moves stay in their country or go to England; Move 3 and the move-2 bonus stay in the country. No bonus tokens beside Welsh or Scottish routes or bonus sea routes. Sea bonuses (not after a game-ending action): move 2 pieces; put 2 pieces from the general supply (then personal, then board) in Wales/Scotland. End: Wales and Scotland majorities 7/4/2 (controlled cities, then offices; ties share), Isle of Man counts for both.
    .topic = britannia
hansa-rules-missions = `missions=on` (Hansa League board): each player gets a secret card with 3 cities; at the end 1 point per listed city holding your office, 5 more if you control all three. `/hand` shows yours.
    .topic = missions
hansa-rules-favour = `favour=on` (Hansa League board): as many Emperor's favour tiles as players lie open. At the start of your turn you may give up the turn's actions and turn 2 unused tokens face down to take one: `favour <tile> <token> <token>`, e.g. `favour cities swap upgrade`. Tiles: anywhere (displaced pieces to any route), action (+1 action per turn), income (+1 piece when another player takes income), reinforce (2 extra pieces when your trader is displaced), cities (4 per controlled city), abilities (7 per developed ability).
    .topic = favour
hansa-rules-two-players = With 2 players a neutral colour (N) starts on every route to an ability city or with a token, and joins each newly placed token's route. Displaced neutral pieces are placed by the other player with 1 more. A route full of neutral pieces is established at once; the active player picks the city for the neutral office (`neutral <city>`). The neutral colour controls cities but scores nothing.
    .topic = two-players

# A city's name in the reader's edition: here the board's ($name, `Lübeck`); Polish shows the
# Polish rulebook's ($pl, `Lubeka`). Both languages take both names (the select with only its
# default variant just names the other one). Notation accepts both.
hansa-city = { $pl ->
   *[any] { $name }
}
# A route by its two cities (`Hamburg–Lübeck`), each a `hansa-city`.
hansa-route-name = { $first }–{ $second }
