//! `/rules [topic]`: a summary of the printed rules, by topic, with the chat notation.

/// The rules by topic, for `/rules [topic]`.
pub const RULES: &[(&str, &str)] = &[
    (
        "overview",
        "Thurn und Taxis, 2–4 players. Build postal routes of city cards across southern Germany and its \
         neighbours, close them to place post-office houses, collect bonus tiles and ever better \
         carriages. When someone takes a 7-carriage or places their 20th house, the round is finished \
         and the game ends. Score: best carriage + bonus tiles − houses not placed.",
    ),
    (
        "turn",
        "Each turn: 1. take one city card (a face-up card or the top of the deck; a face-up card is \
         replaced at once; an empty deck is remade from the shuffled discard pile); 2. play one card \
         from your hand onto your route; 3. you may close your route if it has 3 or more cards. Before \
         that you may take the help of one official. Steps: `draw …` (or first `official …`), `route …`/`new …`, \
         then `close …` or `end`.",
    ),
    (
        "officials",
        "One per turn. Postmaster: take a second card (compulsory for everyone in the first round and \
         for anyone starting a turn without cards; then it is taken for you). Postal Carrier: play a \
         second card onto your route. Administrator: replace all six face-up cards before you take \
         one. Cartwright: when closing, take the next carriage even if the route is 1 or 2 cards short.",
    ),
    (
        "routes",
        "You have one route. Add a card at its left or right end if that city borders the end city on \
         the board and is not on the route yet; never insert cards. Province colours do not matter \
         for routes. If you cannot or will not extend it, discard the route and start a new one with \
         the card you play (`new <city>`).",
    ),
    (
        "closing",
        "Close a route of 3+ cards: A. houses — either one house in one route city of each province \
         crossed (`close each`, then `house <city>` where there is a choice) or one house in every \
         route city of one province (`close <province>`); never two of your houses in one city. \
         B. tiles — a route of 5, 6 or 7+ cards takes the top route tile of that length (or the next \
         lower stack left); houses in every city of Baiern, Baden or a pair (Württemberg/Hohenzollern, \
         Schweiz/Tyrol, Böhmen/Salzburg) take that stack's top tile, one per stack; a house in every \
         province takes an all-provinces tile. C. the next carriage in strict order 3, 4, 5, 6, 7 if \
         the route has at least that many cards. D. discard the route and keep 3 hand cards \
         (`keep <c> <c> <c>`).",
    ),
    (
        "end",
        "The first player to take the 7-carriage or to place the last house takes the game-end tile \
         (1 point); the round is finished, so the player before the start player plays last. Score: \
         best carriage (3→2, 4→3, 5→5, 6→7, 7→10 points; option carriage_points=face scores its \
         number) + tiles − houses not placed. Ties: the game-end tile holder, then the tied player \
         seated nearest after the holder. Option all_provinces=outside-baiern: the all-provinces tile \
         needs every province except Baiern.",
    ),
    (
        "notation",
        "Cities are the 3-letter codes on the board: car fre man (Baden), aug ing kem mue nue pas reg \
         wue (Baiern), bud pil (Böhmen), sig (Hohenzollern), lod (Polen), lin sal (Salzburg), bas zue \
         (Schweiz), inn (Tyrol), stu ulm (Württemberg); full names work too (Nürnberg or Nurnberg). \
         Moves: `draw 1`…`draw 6` (face-up slot) or `draw deck` (no official), or first \
         `official postmaster|carrier|administrator|cartwright`, `route left nue` / `route right ing` (or just `route ing` when only one \
         end fits), `new nue` (discard the route, start anew), `close each` / `close baiern`, `house ing`, \
         `keep nue reg aug`, `end` (end the turn without closing).",
    ),
];
