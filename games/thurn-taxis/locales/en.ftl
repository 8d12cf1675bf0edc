# Thurn und Taxis: every text the game hands out, in English.

thurn-taxis-title = Thurn und Taxis

## Cities (board names) and officials

thurn-taxis-city-car = Carlsruhe
thurn-taxis-city-fre = Freiburg
thurn-taxis-city-man = Mannheim
thurn-taxis-city-aug = Augsburg
thurn-taxis-city-ing = Ingolstadt
thurn-taxis-city-kem = Kempten
thurn-taxis-city-mue = München
thurn-taxis-city-nue = Nürnberg
thurn-taxis-city-pas = Passau
thurn-taxis-city-reg = Regensburg
thurn-taxis-city-wue = Würzburg
thurn-taxis-city-bud = Budweis
thurn-taxis-city-pil = Pilsen
thurn-taxis-city-sig = Sigmaringen
thurn-taxis-city-lod = Lodz
thurn-taxis-city-lin = Linz
thurn-taxis-city-sal = Salzburg
thurn-taxis-city-bas = Basel
thurn-taxis-city-zue = Zürich
thurn-taxis-city-inn = Innsbruck
thurn-taxis-city-stu = Stuttgart
thurn-taxis-city-ulm = Ulm

thurn-taxis-official-postmaster = Postmaster
thurn-taxis-official-carrier = Postal Carrier
thurn-taxis-official-administrator = Administrator
thurn-taxis-official-cartwright = Cartwright

thurn-taxis-tile-route = route { $length }
thurn-taxis-tile-all-provinces = all provinces
thurn-taxis-tile-game-end = game end

thurn-taxis-card = { $code } ({ $city })
thurn-taxis-none = none

## Events

thurn-taxis-opening = { $who } starts. In the first round everyone uses the Postmaster: take two cards, then play one.
thurn-taxis-postmaster-compulsory = { $who } uses the Postmaster ({ $why ->
        [first-round] first round
       *[no-cards] no cards in hand
    }) and takes two cards.
thurn-taxis-takes-official = { $who } takes the help of the { $official ->
        [postmaster] Postmaster
        [carrier] Postal Carrier
        [administrator] Administrator
       *[cartwright] Cartwright
    }.
thurn-taxis-administrator-replaces = The Administrator replaces the face-up cards: { $cards }.
thurn-taxis-takes-face-up = { $who } takes { $code } ({ $city }) from the display.
thurn-taxis-draws-deck = { $who } draws a card from the deck.
thurn-taxis-you-draw = You draw { $code } ({ $city }).
thurn-taxis-extends = { $who } adds { $code } ({ $city }) at the { $end ->
        [left] left
       *[right] right
    } end: { $route }.
thurn-taxis-starts-route = { $who } starts a route with { $code } ({ $city }).
thurn-taxis-restarts-route = { $who } discards the route { $route } and starts anew with { $code } ({ $city }).
thurn-taxis-ends-turn = { $who } ends the turn.
thurn-taxis-closes = { $who } closes the route { $route } ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }).
thurn-taxis-places-house = { $who } places a house in { $city } ({ $code }); { $left ->
        [one] { $left } house
       *[other] { $left } houses
    } left.
thurn-taxis-takes-tile = { $who } takes the { $tile } tile worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
thurn-taxis-takes-carriage = { $who } takes the { $carriage }-carriage ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }).
thurn-taxis-takes-carriage-cartwright = { $who } takes the { $carriage }-carriage with the Cartwright's help ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }).
thurn-taxis-final-round = { $who } { $why ->
        [carriage] takes the 7-carriage
       *[houses] has placed the last house
    }: the final round begins; { $last } plays the last turn.
thurn-taxis-final-round-tile = { $who } { $why ->
        [carriage] takes the 7-carriage
       *[houses] has placed the last house
    }: the final round begins and { $who } takes the game-end tile (1 point); { $last } plays the last turn.
thurn-taxis-keeps = { $who } keeps { $kept ->
        [one] { $kept } card
       *[other] { $kept } cards
    } and discards { $discarded }.
thurn-taxis-game-ends = The final round is over: the game ends.

## Prompts: what a step expects

thurn-taxis-step-start = take a card (`draw 1`…`draw 6` face up, or `draw deck`), or first call an official: `official postmaster`, `official carrier`, `official administrator` or `official cartwright`
thurn-taxis-step-draw-two = take two cards, one at a time: `draw 1`…`draw 6` (face up) or `draw deck`
thurn-taxis-step-draw = take a card: `draw 1`…`draw 6` (face up) or `draw deck`
thurn-taxis-step-play = play a card: `route left <city>` / `route right <city>` to extend your route, or `new <city>` to start a new one
thurn-taxis-step-play-second = the Postal Carrier lets you add a second card (`route left|right <city>`); or `close each` / `close <province>` / `end`
thurn-taxis-step-close = close your route with `close each` (one house per province) or `close <province>` (a house in every route city of that province), or `end` your turn
thurn-taxis-step-housing = choose the city for the next house: `house <city>`
thurn-taxis-step-discard = keep { $cards ->
        [one] { $cards } hand card
       *[other] { $cards } hand cards
    }: `keep <city> <city> <city>`

## Moves as listed by /moves

thurn-taxis-describe-postmaster = Postmaster: take a second card this turn
thurn-taxis-describe-carrier = Postal Carrier: you may play a second card this turn
thurn-taxis-describe-administrator = Administrator: replace all six face-up cards, then take a card
thurn-taxis-describe-cartwright = Cartwright: take the next carriage even 1 or 2 cards short when closing
thurn-taxis-describe-draw-slot = take face-up card { $slot } ({ $city })
thurn-taxis-describe-draw-empty-slot = take face-up card { $slot }
thurn-taxis-describe-draw-deck = draw the top card of the deck
thurn-taxis-describe-extend = add { $city } to the { $end ->
        [left] left
       *[right] right
    } end of your route
thurn-taxis-describe-start = start a route with { $city }
thurn-taxis-describe-restart = discard your route and start anew with { $city }
thurn-taxis-describe-close-each = close the route: one house in one city of each province crossed
thurn-taxis-describe-close-province = close the route: a house in every route city of { $province }
thurn-taxis-describe-house = put the { $province } house in { $city }
thurn-taxis-describe-keep = keep { $cities } and discard the rest
thurn-taxis-describe-end-second = play no second card and end the turn
thurn-taxis-describe-end = end the turn without closing the route

## Refusals

thurn-taxis-error-game-over = the game is over
thurn-taxis-error-not-your-turn = it is not your turn: { $who } must act now
thurn-taxis-error-wrong-step = that is not possible now: { $expected }
thurn-taxis-error-postmaster-compulsory = in the first round, and when you start a turn without cards, you must use the Postmaster
thurn-taxis-error-empty-slot = there is no face-up card in slot { $slot }
thurn-taxis-error-no-cards-left = the deck and the discard pile are both empty; take a face-up card
thurn-taxis-error-not-in-hand = { $code } ({ $city }) is not in your hand
thurn-taxis-error-already-on-route = { $code } ({ $city }) is already on your route; a city appears only once
thurn-taxis-error-not-adjacent = { $code } ({ $city }) does not border { $end_code } ({ $end_city }), the { $end ->
        [left] left
       *[right] right
    } end of your route
thurn-taxis-error-no-route = you have no route yet; start one with `new <city>`
thurn-taxis-error-second-card-extends = with the Postal Carrier the second card must extend your route
thurn-taxis-error-route-too-short = a route needs at least 3 cards to be closed; yours has { $cards }
thurn-taxis-error-no-house-in = your route has no city of { $province } where you may still place a house
thurn-taxis-error-no-house-here = { $code } ({ $city }) cannot take a house now: { $reason }
thurn-taxis-no-house-already-there = you already have a house there
thurn-taxis-no-house-not-on-route = it is not on the route you are closing
thurn-taxis-no-house-province-served = { $province } already got its house in this closing
thurn-taxis-error-bad-keep = keep exactly { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } of your hand (sorted as listed by /moves)
thurn-taxis-error-not-now = that move is not possible now

## Notation hints (after "… is not a move;")

thurn-taxis-hint-moves = moves are `official <postmaster|carrier|administrator|cartwright>`, `draw <1-6|deck>`, `route left|right <city>`, `new <city>`, `close each|<province>`, `house <city>`, `keep <city> <city> <city>` and `end`; cities are codes like nue, reg, aug
thurn-taxis-hint-not-a-city = `{ $word }` is not a city; use the 3-letter codes on the board (nue, reg, aug …)
thurn-taxis-hint-one-city = `{ $verb }` takes one city
thurn-taxis-hint-no-official = to go without an official, just take a card: `draw 3` or `draw deck`
thurn-taxis-hint-officials = officials are postmaster, carrier, administrator and cartwright
thurn-taxis-hint-official-name = say `official <name>`
thurn-taxis-hint-draw-slot = draw from a face-up slot 1–{ $slots } or from the deck: `draw 3`, `draw deck`
thurn-taxis-hint-draw = `draw 3` or `draw deck`
thurn-taxis-hint-route = `route left <city>` or `route right <city>`
thurn-taxis-hint-close-province = `close each` (a house per province) or `close <province>` (baiern, baden …)
thurn-taxis-hint-close = `close each` or `close <province>`

## Options

thurn-taxis-option-carriage-points = `table` (2/3/5/7/10, default) or `face` (3–7)
thurn-taxis-option-all-provinces = `all` (default) or `outside-baiern`

## Summaries

thurn-taxis-summary-display = Face up: { $display }. Deck { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }, discard { $discard }.
thurn-taxis-summary-tiles = Bonus tiles: { $stacks }.
thurn-taxis-summary-stack = { $tile }: top { $top } ({ $left } left)
thurn-taxis-summary-stack-empty = { $tile }: empty
thurn-taxis-summary-final-round = Final round: { $who } took the game-end tile.
thurn-taxis-summary-player = { $who }: { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    } in hand; route { $route }; carriage { $carriage ->
        [0] none
       *[other] { $carriage }
    }; tiles { $tiles ->
        [one] { $tiles } pt
       *[other] { $tiles } pts
    }; houses left { $houses } (in { $cities }); score { $score }
thurn-taxis-summary-hand = Your hand ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }): { $cards }.
thurn-taxis-summary-hand-empty = Your hand: empty.

## Final scoring

thurn-taxis-score-carriage = best carriage
thurn-taxis-score-tiles = bonus tiles
thurn-taxis-score-game-end = game-end tile
thurn-taxis-score-houses = houses not placed
thurn-taxis-tiebreak = game-end tile, then seated nearest after its holder

## Rules topics (/rules)

thurn-taxis-rules-overview = Thurn und Taxis, 2–4 players. Build postal routes of city cards across southern Germany and its neighbours, close them to place post-office houses, collect bonus tiles and ever better carriages. When someone takes a 7-carriage or places their 20th house, the round is finished and the game ends. Score: best carriage + bonus tiles − houses not placed.
    .topic = overview
thurn-taxis-rules-turn = Each turn: 1. take one city card (a face-up card or the top of the deck; a face-up card is replaced at once; an empty deck is remade from the shuffled discard pile); 2. play one card from your hand onto your route; 3. you may close your route if it has 3 or more cards. Before that you may take the help of one official. Steps: `draw …` (or first `official …`), `route …`/`new …`, then `close …` or `end`.
    .topic = turn
thurn-taxis-rules-officials = One per turn. Postmaster: take a second card (compulsory for everyone in the first round and for anyone starting a turn without cards; then it is taken for you). Postal Carrier: play a second card onto your route. Administrator: replace all six face-up cards before you take one. Cartwright: when closing, take the next carriage even if the route is 1 or 2 cards short.
    .topic = officials
thurn-taxis-rules-routes = You have one route. Add a card at its left or right end if that city borders the end city on the board and is not on the route yet; never insert cards. Province colours do not matter for routes. If you cannot or will not extend it, discard the route and start a new one with the card you play (`new <city>`).
    .topic = routes
thurn-taxis-rules-closing = Close a route of 3+ cards: A. houses — either one house in one route city of each province crossed (`close each`, then `house <city>` where there is a choice) or one house in every route city of one province (`close <province>`); never two of your houses in one city. B. tiles — a route of 5, 6 or 7+ cards takes the top route tile of that length (or the next lower stack left); houses in every city of Baiern, Baden or a pair (Württemberg/Hohenzollern, Schweiz/Tyrol, Böhmen/Salzburg) take that stack's top tile, one per stack; a house in every province takes an all-provinces tile. C. the next carriage in strict order 3, 4, 5, 6, 7 if the route has at least that many cards. D. discard the route and keep 3 hand cards (`keep <c> <c> <c>`).
    .topic = closing
thurn-taxis-rules-end = The first player to take the 7-carriage or to place the last house takes the game-end tile (1 point); the round is finished, so the player before the start player plays last. Score: best carriage (3→2, 4→3, 5→5, 6→7, 7→10 points; option carriage_points=face scores its number) + tiles − houses not placed. Ties: the game-end tile holder, then the tied player seated nearest after the holder. Option all_provinces=outside-baiern: the all-provinces tile needs every province except Baiern.
    .topic = end
thurn-taxis-rules-notation = Cities are the 3-letter codes on the board: car fre man (Baden), aug ing kem mue nue pas reg wue (Baiern), bud pil (Böhmen), sig (Hohenzollern), lod (Polen), lin sal (Salzburg), bas zue (Schweiz), inn (Tyrol), stu ulm (Württemberg); full names work too (Nürnberg or Nurnberg). Moves: `draw 1`…`draw 6` (face-up slot) or `draw deck` (no official), or first `official postmaster|carrier|administrator|cartwright`, `route left nue` / `route right ing` (or just `route ing` when only one end fits), `new nue` (discard the route, start anew), `close each` / `close baiern`, `house ing`, `keep nue reg aug`, `end` (end the turn without closing). Polish words work as well: `weź`/`wez`/`dobierz` for `draw` (`talia` for `deck`), `urzędnik` for `official` (with naczelnik, kurier, rządca, rzemieślnik), `trasa`/`dodaj`/`zagraj` for `route` with `lewo`/`prawo` for `left`/`right`, `nowa` for `new`, `zamknij` for `close` (`każda` for `each`), `domek` for `house`, `zostaw` for `keep`, `koniec`/`zakończ` for `end`.
    .topic = notation
