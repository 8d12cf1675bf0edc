carthage-title = Traders of Carthage

carthage-rules-overview = Traders of Carthage, 2–4 players. Buy goods in the Market, sail their ships to Carthage and sell them on payday for victory-point cards. The game ends the moment a player receives an 8th achievement token; most victory points wins, ties go to more tokens, then the victory is shared.
    .topic = overview
carthage-rules-setup = Everyone draws cards until their hand is worth 8 or more. The lowest hand starts (tie: fewer cards, then random). From the start player on, each player takes one starting achievement token of any colour: `token red`.
    .topic = setup
carthage-rules-turn = On your turn do one of: A. buy every Market card you may buy (`buy`, then `pay <card>` until the cost is covered; no change); B. take one Market card into your hand as coins (`take r5` or `take m2`); C. put your one reservation marker on a Market or Farm card (`reserve r5`, `reserve farm2`). Cards reserved by others can be neither bought nor taken.
    .topic = turn
carthage-rules-refill = After a purchase, and at the start of a turn when the Market holds nothing you may buy or take, the Farm cards move to the Market with their markers, 2 cards from the deck join the Market and 3 new cards form the Farm.
    .topic = refill
carthage-rules-ships = Each colour you buy moves its ship: 1 space for one card, 2 spaces for two or more. The track runs Alexandria, Open sea, Cyrenaica (anchor), two pirate spaces, Carthage. A ship reaching Carthage starts payday for its colour.
    .topic = ships
carthage-rules-payday = Everyone sells all goods of each arrived colour: price = (highest card + your achievement tokens of that colour) × number of cards, rounded up to a multiple of 5. Each full 5 is one victory-point card, taken from the stack lowest first, the rest from the deck. Each player who sold a colour takes one achievement token of it.
    .topic = payday
carthage-rules-pirates = During payday, ships on the pirate spaces are raided: you lose all goods of that colour unless you discard hand cards of that colour with storage icons (a 2 has two, a 3 one) — one good protected per icon: `protect b2 b3` or `done`. The buyer decides first, then clockwise. Carthage ships return to Alexandria, raided ships to Cyrenaica.
    .topic = pirates
carthage-rules-notation = Cards are colour letter + value: r5, b2, y3, g5. Positions: m1, m2 … in the Market, farm1–farm3 in the Farm. Moves: `token <colour>`, `buy`, `pay <card>`, `take <card|m#>`, `reserve <card|m#|farm#>`, `protect <cards>`, `done`, `pass` (only when nothing else is possible).
    .topic = notation
