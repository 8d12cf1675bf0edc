//! `/rules [topic]`: a summary of the printed rules, by topic, with the chat notation.

/// The rules by topic, for `/rules [topic]`.
pub const RULES: &[(&str, &str)] = &[
    (
        "overview",
        "Hansa Teutonica, 2–5 players. Put traders (cubes) and merchants (discs) on the routes between \
         cities; when you occupy a whole route, establish it to found an office in one of its cities, \
         upgrade an ability or take a field of the Coellen table. The game ends immediately after the \
         action in which someone reaches 20 points, a bonus token must be drawn and none is left, or the \
         10th city (Britannia: 8th) becomes full. Most points wins; ties: fewer Actiones upgrades, then the larger network.",
    ),
    (
        "setup",
        "Board: `map=league` (default; the 4–5 side for 4–5 players, the 2–3 side otherwise, `side=45|3`), \
         `map=east` (3–5 players) or `map=britannia` (3–5 players: without `side=` the side follows the \
         seats at `/start`, 3 players → the 3-player side of England and Wales, 4–5 → the 4–5 side with \
         Scotland; `side=3` is for exactly 3 players, `side=45` for 4–5). \
         Bonus tokens: `tokens=base|bigbox`. Hansa League extras: `missions=on`, `favour=on`. The three \
         golden tokens lie beside the taverns' routes; the rest are shuffled face down. Player 1 starts \
         with 5 traders + 1 merchant in the personal supply, each next player with one trader more; the \
         rest of the 27+4 pieces are on the desk (15 traders, 3 merchants) or in the general supply.",
    ),
    (
        "abilities",
        "Keys 1-2-2-3-4 (network multiplier), Actiones 2-3-3-4-4-5 (actions per turn; a new level counts at \
         once), Privilegium white/orange/pink/black (office colours you may take), Liber Sophiae 2-3-4-5 \
         (pieces per move action), Bank 3-5-7-all (most pieces per income). An upgraded piece goes to \
         your personal supply.",
    ),
    (
        "actions",
        "Per action: `income` (take as many pieces as your Bank allows from the general supply; fewer: \
         `income 2`; merchants among them: `income 1m`, `income 2 1m`); `place r17.2 trader` (a free \
         space; or `place trader`, then the space); `displace r4.1 merchant` (replace an opposing piece, \
         paying 1 more piece for a trader, 2 for a merchant, from your personal supply to the general \
         supply: traders first, or say which, `displace r4.1 merchant pay 1t1m`, `… pay 2m`; its owner \
         then puts it and 1 or 2 more pieces from the general supply — then personal supply, then the \
         board — on free spaces of the nearest routes: `place r5.2 trader`, `done` to stop); `move` (up \
         to Liber Sophiae of your pieces to free spaces of other routes, one or more: `to r5` chooses a \
         route and `move r3.1` brings a piece there, or `move r3.1 r5` in one line; `back` to choose \
         another route; `swap r3.1 r5.2` exchanges your trader and merchant for 2 moves; `done` stops); `claim r17 …` (establish a route you fully \
         occupy). `end` ends your turn.",
    ),
    (
        "claim",
        "Establishing r17: 1) whoever controls each end city (most offices; tie: the right-most office) \
         scores 1 point; 2) you take the token beside the route and draw a new one for the end of your \
         turn; 3) one of: `claim r17 office Hamburg` (left-most free office; your privilege must reach its \
         colour; a circle needs a merchant), `claim r17 extra Hamburg` (Extra office token: left of the \
         slots, the first slot must be taken), `claim r17 upgrade keys` (at a scroll city), \
         `claim r17 coellen 8` (a merchant on a table field your privilege reaches), or just `claim r17`. \
         Printed coins score at once; a city whose slots are all taken is full. Linking Stendal and Arnheim \
         with your offices scores 7/4/2 for the first three players.",
    ),
    (
        "tokens",
        "Use a token any time in your turn after the action that gained it (not an action): \
         `token actions3`, `token actions4`, `token upgrade <ability>`, `token swap <city> <n>` (offices n \
         and n+1 from the left, one yours; never an office founded with the Extra office token; in a \
         green city the offices of the sea-route bonus count), `token remove` (base: remove up to 3 \
         opposing pieces, `remove r4.1`), `token move` (Big Box: move up to 3 opposing pieces, \
         `move r4.1` then `to r6.1`). Extra office: `claim r17 extra <city>`. At the end of your turn \
         put each drawn token beside an empty route without a token that leads to a city with a free \
         office: `bonus r12`. Base set: 4 extra office, 3 swap, 2 upgrade, 2+2 extra actions, 2 remove 3; \
         Big Box: move 3 instead of remove 3.",
    ),
    (
        "scoring",
        "Final score: the score track; 4 per fully developed ability except Keys; tokens 1/3/6/10/15/21 for \
         1/2–3/4–5/6–7/8–9/10+; Coellen fields; 2 per controlled city; your largest network of connected \
         cities with your offices × Keys.",
    ),
    (
        "east",
        "East board (3–5 players): East–West Lübeck–Danzig; points table in Königsberg. Sea routes (blue) \
         have ship spaces (`nM` on the picture) that take merchants only, no bonus token, and a printed \
         bonus used right after establishing them (or `done`; none if that action ended the game): move \
         2 pieces of anyone (`move r4.1`, `to r6.1`), `perk upgrade` (Privilegium), `perk office Waren \
         trader` (an office in a green city, right of the others, from your personal supply), or put 2 \
         pieces of the route on free spaces (`place r5.1 trader`). Green cities (Belgard, Waren, \
         Dresden) take offices only by that bonus or an Extra office token (`claim r17 extra Belgard`); \
         one office makes them full. Waren: upgrade Actiones or Bank.",
    ),
    (
        "britannia",
        "Britannia: East–West Oxford–York; points table in Plymouth; coins are worth 2; the game ends at \
         8 full cities. Placing or displacing in Wales (brown) or Scotland (blue) needs the right-most \
         office in Cardiff (Wales), Carlisle (Scotland) or London (either), each once per turn; in \
         England always. Establishing needs no permission. Displaced pieces and moves stay in their \
         country or go to England; Move 3 and the move-2 bonus stay in the country. No bonus tokens \
         beside Welsh or Scottish routes or bonus sea routes. Sea bonuses (not after a game-ending \
         action): move 2 pieces; put 2 pieces from the general supply (then personal, then board) in \
         Wales/Scotland. End: Wales and Scotland majorities 7/4/2 (controlled cities, then offices; ties \
         share), Isle of Man counts for both.",
    ),
    (
        "missions",
        "`missions=on` (Hansa League board): each player gets a secret card with 3 cities; at the end 1 \
         point per listed city holding your office, 5 more if you control all three. `/hand` shows yours.",
    ),
    (
        "favour",
        "`favour=on` (Hansa League board): as many Emperor's favour tiles as players lie open. At the start \
         of your turn you may give up the turn's actions and turn 2 unused tokens face down to take one: \
         `favour <tile> <token> <token>`, e.g. `favour cities swap upgrade`. Tiles: anywhere (displaced \
         pieces to any route), action (+1 action per turn), income (+1 piece when another player takes \
         income), reinforce (2 extra pieces when your trader is displaced), cities (4 per controlled \
         city), abilities (7 per developed ability).",
    ),
    (
        "two players",
        "With 2 players a neutral colour (N) starts on every route to an ability city or with a token, and \
         joins each newly placed token's route. Displaced neutral pieces are placed by the other player \
         with 1 more. A route full of neutral pieces is established at once; the active player picks the \
         city for the neutral office (`neutral <city>`). The neutral colour controls cities but scores nothing.",
    ),
];
