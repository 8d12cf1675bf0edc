# Traders of Carthage: every text the game hands out, in English.
# Selector keys: $colour = red | blue | yellow | green; $space = alexandria | open-sea | cyrenaica |
# pirates | carthage; $row = market | farm. Card codes (r5), positions (m2, farm1) and move
# notation (`take r5`) are passed verbatim. The colour keys are the English names, so English
# shows them as they are.

carthage-title = Traders of Carthage

## Names used inside sentences

carthage-colour = { $colour }
carthage-space = { $space ->
    [alexandria] Alexandria
    [open-sea] Open sea
    [cyrenaica] Cyrenaica
    [pirates] Pirates
   *[carthage] Carthage
}
carthage-row = { $row ->
    [farm] Farm
   *[market] Market
}
carthage-player = { $who }
carthage-and = { $first } and { $last }
carthage-goods = { $count } { $colour } { $count ->
    [one] good
   *[other] goods
}

## Events

carthage-start = { $who } has the lowest starting hand and starts; each player now takes a starting achievement token.
carthage-token-chosen = { $who } takes a { $colour } achievement token.
carthage-takes = { $who } takes { $card } from the Market as coins.
carthage-reserves = { $who } reserves { $card } in the { $row ->
    [farm] Farm
   *[market] Market
}.
carthage-buy-declared = { $who } buys the Market for { $cost } { $cost ->
    [one] coin
   *[other] coins
} and pays…
carthage-bought = { $who } buys { $goods } and pays { $paid } ({ $coins } { $coins ->
    [one] coin
   *[other] coins
}).
carthage-refill = Market and Farm are refilled: the Farm moves to the Market, { $count ->
    [0] no cards join it
    [one] { $added } joins it
   *[other] { $added } join it
}; new Farm: { $farm_count ->
    [0] empty
   *[other] { $farm }
}.
carthage-passes = { $who } can do nothing and passes.
carthage-end-no-cards = No card is left to buy, take or reserve: the game ends.
carthage-ship-sails = The { $colour } ship sails { $steps } { $steps ->
    [one] space
   *[other] spaces
} to { $space ->
    [alexandria] Alexandria
    [open-sea] the open sea
    [cyrenaica] Cyrenaica
    [pirates] a pirate space
   *[carthage] Carthage
}.
carthage-payday-colour = { $colour }
carthage-payday = Payday for { $colours } goods!
carthage-end-eighth-token = A player has received an 8th achievement token: the game ends.
carthage-threatened-ship = { $colour }
carthage-pirates-threaten = Pirates threaten the { $ships } { $count ->
    [one] ship
   *[other] ships
}: players may discard storage cards to protect goods.
carthage-sells = { $who } sells { $goods } and takes a { $colour } achievement token.
carthage-sale = Your { $colour } goods sell for { $price }: { $points } victory { $points ->
    [one] point
   *[other] points
} ({ $stack } from the stack, { $deck } from the deck).
carthage-sale-substitutes = No card is left to draw: { $count } { $count ->
    [one] point is kept as a substitute
   *[other] points are kept as substitutes
}.
carthage-protects-nothing = { $who } protects nothing.
carthage-protects = { $who } discards { $cards } to protect goods.
carthage-raid = Pirates raid the { $colour } ship: { $who } loses { $lost }.
carthage-raid-keeps = Pirates raid the { $colour } ship: { $who } loses { $lost } and keeps { $kept } protected.
carthage-ships-return = Ships in Carthage return to Alexandria; raided ships retreat to Cyrenaica.

## Refusals

carthage-error-game-over = the game is over
carthage-error-not-your-turn = it is not your turn: { $active } must act now
carthage-error-wrong-phase = that is not possible now: { $expected }
carthage-error-token-taken = you already hold a starting { $colour } token; each player takes one
carthage-error-no-such-slot = there is no card { $label }: the { $row ->
    [farm] Farm
   *[market] Market
} has { $count } { $count ->
    [one] card
   *[other] cards
}
carthage-error-reserved-by-other = { $card } is reserved by { $who }; only they may buy or take it
carthage-error-already-reserved = { $card } is already reserved by { $who }
carthage-error-marker-in-use = your reservation marker is already on { $card }; it returns when you buy or take that card
carthage-error-nothing-to-buy = the Market holds nothing you may buy
carthage-error-cannot-afford = the Market costs { $cost } { $cost ->
    [one] coin
   *[other] coins
} but your hand holds only { $have }
carthage-error-card-not-in-hand = { $card } is not in your hand
carthage-error-same-card = { $label } is the same card as { $same }; use { $same }
carthage-error-useless-protection = { $card } cannot protect anything: { $reason }
carthage-error-pass-not-allowed = you may pass only when no other action is possible
carthage-useless-not-raided = the pirates do not raid the { $colour } ship
carthage-useless-no-icons = a 5 has no storage icons
carthage-useless-no-goods = you have no { $colour } goods
carthage-useless-covered = the other cards already protect { $count ->
    [one] your only { $colour } good
   *[other] all { $count } { $colour } goods
}

## Reading move notation

carthage-hint-moves = moves are `token <colour>`, `buy`, `pay <card>`, `take <card|m#>`, `reserve <card|m#|farm#>`, `protect <cards>`, `done` and `pass` (cards look like r5, b2, y3, g5)
carthage-hint-one-argument = `{ $verb }` takes one { $what ->
    [colour] colour
    [card] card
   *[target] card or position
}
carthage-hint-not-a-card = `{ $word }` is not a card (r5, b2, y3, g5 …)
carthage-hint-colours = colours are red, blue, yellow and green
carthage-hint-not-a-target = `{ $word }` is neither a card (r5) nor a position (m2, farm1)
carthage-illegal-not-now = that move is not possible now
carthage-illegal-take-from-farm = only Market cards can be taken as coins; Farm cards can only be reserved
carthage-illegal-reserved = { $card } is reserved by { $who }
carthage-illegal-not-in-market = there is no { $card } in the Market
carthage-illegal-no-free-card = there is no unreserved { $card } in the Market or the Farm

## Moves, as listed for the player

carthage-describe-token = take a { $colour } starting achievement token
carthage-describe-buy = buy { $goods } for { $cost } { $cost ->
    [one] coin
   *[other] coins
}
carthage-describe-pay-progress = pay with { $card } ({ $paid } of { $cost } { $cost ->
    [one] coin
   *[other] coins
} paid after it)
carthage-describe-pay = pay with { $card }
carthage-describe-take = take { $card } from the Market into your hand ({ $coins } { $coins ->
    [one] coin
   *[other] coins
})
carthage-describe-take-any = take a Market card
carthage-describe-reserve = reserve { $card } in the { $row ->
    [farm] Farm
   *[market] Market
}
carthage-describe-reserve-any = reserve a card
carthage-describe-protect-nothing = protect nothing
carthage-describe-protect = discard { $cards } to protect up to { $count } { $count ->
    [one] good
   *[other] goods
}
carthage-describe-pass = pass: nothing else is possible

## What the player must do now

carthage-prompt-token = choose a starting achievement token: `token red`, `token blue`, `token yellow` or `token green`
carthage-prompt-turn = choose `buy`, `take <card>` or `reserve <card>`
carthage-prompt-pay = you are paying for your purchase ({ $paid } of { $cost } { $cost ->
    [one] coin
   *[other] coins
} paid): `pay <card>` until it is covered
carthage-prompt-protect = protect goods from the pirates with `protect <cards>` or say `done`
carthage-prompt-over = the game is over

## Summaries

carthage-summary-none = none
carthage-summary-empty = empty
carthage-summary-slot-reserved = { $label }={ $card } (reserved by { $who })
carthage-summary-ship = { $colour } ship: { $space ->
    [alexandria] Alexandria
    [open-sea] Open sea
    [cyrenaica] Cyrenaica
    [pirates] Pirates
   *[carthage] Carthage
}
carthage-summary-market = Market: { $cards }
carthage-summary-farm = Farm: { $cards }
carthage-summary-piles = Deck { $deck } { $deck ->
    [one] card
   *[other] cards
}, discard { $discard }.
carthage-summary-tokens-of = { $count }×{ $colour }
carthage-summary-player = { $who }: { $hand } { $hand ->
    [one] card
   *[other] cards
} in hand; goods { $goods }; tokens { $tokens }; marker { $marker ->
    [free] free
   *[placed] placed
}
carthage-summary-final-points = { $points } VP
carthage-summary-private = Your hand: { $hand } ({ $coins } { $coins ->
    [one] coin
   *[other] coins
}, { $icons } storage { $icons ->
    [one] icon
   *[other] icons
}). Your victory points: { $points }.

## Final scoring

carthage-score-victory-points = victory point cards
carthage-tiebreak-tokens = { $n ->
    [one] achievement token
   *[other] achievement tokens
}

## Rules (/rules <topic>)

carthage-rules-overview =
    Traders of Carthage, 2–4 players. Buy goods in the Market, sail their ships to Carthage and sell them on payday for victory-point cards.
    The game ends the moment a player receives an 8th achievement token; most victory points wins, ties go to more tokens, then the victory is shared.
    .topic = overview
carthage-rules-setup =
    Everyone draws cards until their hand is worth 8 or more. The lowest hand starts (tie: fewer cards, then random).
    From the start player on, each player takes one starting achievement token of any colour: `token red`.
    .topic = setup
carthage-rules-turn =
    On your turn do one of:
    A. buy every Market card you may buy (`buy`, then `pay <card>` until the cost is covered; no change);
    B. take one Market card into your hand as coins (`take r5` or `take m2`);
    C. put your one reservation marker on a Market or Farm card (`reserve r5`, `reserve farm2`).
    Cards reserved by others can be neither bought nor taken.
    .topic = turn
carthage-rules-refill =
    After a purchase, and at the start of a turn when the Market holds nothing you may buy or take, the Farm cards move to the Market with their markers, 2 cards from the deck join the Market and 3 new cards form the Farm.
    .topic = refill
carthage-rules-ships =
    Each colour you buy moves its ship: 1 space for one card, 2 spaces for two or more.
    The track runs Alexandria, Open sea, Cyrenaica (anchor), two pirate spaces, Carthage. A ship reaching Carthage starts payday for its colour.
    .topic = ships
carthage-rules-payday =
    Everyone sells all goods of each arrived colour: price = (highest card + your achievement tokens of that colour) × number of cards, rounded up to a multiple of 5.
    Each full 5 is one victory-point card, taken from the stack lowest first, the rest from the deck. Each player who sold a colour takes one achievement token of it.
    .topic = payday
carthage-rules-pirates =
    During payday, ships on the pirate spaces are raided: you lose all goods of that colour unless you discard hand cards of that colour with storage icons (a 2 has two, a 3 one), one good protected per icon: `protect b2 b3` or `done`.
    The buyer decides first, then clockwise. Carthage ships return to Alexandria, raided ships to Cyrenaica.
    .topic = pirates
carthage-rules-notation =
    Cards are colour letter + value: r5, b2, y3, g5. Positions: m1, m2 … in the Market, farm1–farm3 in the Farm.
    Moves: `token <colour>`, `buy`, `pay <card>`, `take <card|m#>`, `reserve <card|m#|farm#>`, `protect <cards>`, `done`, `pass` (only when nothing else is possible).
    Polish words work too: `znacznik` (token), `kup` (buy), `zapłać`/`zaplac` (pay), `weź`/`wez` (take), `rezerwuj`/`zarezerwuj` (reserve), `chroń`/`chron` (protect), `gotowe`/`nic` (done), `pas` (pass); colours `czerwony`, `niebieski`, `żółty`/`zolty`, `zielony`; positions `farma1`–`farma3`.
    .topic = notation
