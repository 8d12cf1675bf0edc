//! `/rules [topic]`: the printed rules by topic, with the chat notation.

/// The rules by topic.
pub const RULES: &[(&str, &str)] = &[
    (
        "overview",
        "The Quest for El Dorado (Reiner Knizia), 2–4 players. Race your explorer across the jungle to the \
         gate of El Dorado. Everyone starts with 8 cards (3 Explorer, 4 Traveler, 1 Sailor) and holds 4. \
         On your turn play cards one at a time to move, use action cards, and at the end buy at most one \
         card. The game ends after the round in which someone reached El Dorado; ties go to more \
         blockades, then the highest blockade, otherwise the victory is shared. Options: `course=<name>` \
         (first-game, hills-of-gold, home-stretch, winding-paths, serpentine, swamplands, witchs-cauldron, \
         random) and `caves=on`.",
    ),
    (
        "moving",
        "Play one card and move one space at a time: the card's symbol must match the space (machete = \
         jungle, paddle = water, coin = village; white cards have all three) and its strength must be at \
         least the space's. Strength left over may carry on to further spaces of the same symbol, but \
         cards never combine. Rubble: discard 1/2/3 cards; basecamp: remove 1/2/3 cards from the game. \
         Mountains and occupied spaces cannot be entered. Notation: `move explorer C14` plays a card, \
         `move C15` goes on with the card in play or enters rubble/basecamp (then `discard <card>` / \
         `remove <card>`). Two players: two pawns each, a card moves one pawn (`pawn1`/`pawn2` at the end \
         if both could go); both must reach El Dorado.",
    ),
    (
        "blockades",
        "Blockades lie between tiles and cannot be crossed. Take one with a matching card (`blockade \
         trailblazer 5`; leftover strength carries on) or, for rubble blockades, `blockade 3` then discard \
         cards. The Native takes any blockade. Keep blockades for the tie-break.",
    ),
    (
        "cards",
        "Purple cards: Transmitter (take any card for free; leaves the game), Cartographer (draw 2), Compass \
         (draw 3; leaves the game), Scientist (draw 1, then you may remove 1 card), Travel Log (draw 2, \
         then you may remove up to 2; leaves the game), Native (move to any neighbouring space ignoring its \
         cost: `move native C14`). Single-use cards leave the game only when used for their main effect. \
         Notation: `use cartographer`, `take pioneer`, `remove explorer`, `done`.",
    ),
    (
        "buying",
        "At the end of your turn you may buy one card: `buy compass`, then `pay <card>` until the price is \
         covered (yellow and white cards pay their coins, others ½; no change). The bought card goes to your \
         discard pile. Six stacks lie on the market; when one runs out, a buyer may bring any stack from \
         next to the market onto the free slot. Then `end`: you may discard hand cards (`discard <card>`, \
         `done`), played cards go to the discard pile and you draw back to 4 (reshuffling when needed).",
    ),
    (
        "caves",
        "With `caves=on` every cave mountain holds 4 face-down tokens. A pawn whose own move stopped next to a \
         cave may explore it (`explore B9`) and take the top token; it must stand away from the cave before \
         exploring it again. Tokens: tm1–tm3 (machete), tp1–tp2 (paddle), tc1–tc2 (coin, also pays), tdraw, \
         tremove, treplace, tkeep (the next single-use card stays), tpass (enter occupied spaces this turn), \
         tnative, tchange (the next card may use any symbol). Movement tokens: `move tm2 C14`; others: `use \
         tdraw`.",
    ),
    (
        "notation",
        "Spaces are named by tile letter and number as printed on the board (C14; the finish is ED1–ED3). \
         Moves: `move <card> <hex>`, `move <hex>`, `blockade [<card>] <n>`, `use <card>`, `explore <hex>`, \
         `buy <card>`, `pay <card>`, `discard <card>`, `remove <card>`, `take <card>`, `done`, `end`. Cards \
         by code, English or Polish name, or a unique prefix (`jack`, `pion`).",
    ),
];
