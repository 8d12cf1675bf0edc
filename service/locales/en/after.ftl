## After the game: history (history.rs), stats and leaderboards (standing.rs)

after-history-head = 📜 This chat's ended games, newest first:
# $scores: "🏆 Anna 54 · Bob 41", best first.
after-history-line = #{ $id } · { $date } · { $title } · { $scores }
after-history-abandoned = #{ $id } · { $date } · { $title } · abandoned after { $moves } { $moves ->
        [one] move
       *[other] moves
    }
after-history-hint = `/board #{ $id }`, `/log #{ $id }` and `/replay #{ $id }` show a game again.
after-history-more = Older games: `/history { $next }`.
after-history-none = This chat has no ended games yet.
after-history-no-page = This chat's history has no page { $page }.
after-history-bad-page = `/history { $page }`: a page is a number from 1 to { $most }.
after-not-this-chat = This chat has no game #{ $id }: `/history` lists its games.
after-not-a-game-number = “{ $word }” is not a game number: write it as `#12` (`/history` lists this chat's games).

after-stats-head = 📊 { $name } in this community:
after-stats-rating = **{ $title }**: rating { $rating } · { $games } { $games ->
        [one] game
       *[other] games
    } · { $wins } { $wins ->
        [one] win
       *[other] wins
    } ({ $share }%)
after-stats-best = Best score { $best } · { $per_move } per move
after-stats-no-times = no move times yet
# One opponent: "Bob 3–2 in 5".
after-stats-rival = { $name } { $won }–{ $lost } in { $games }
after-stats-against = Against: { $rivals }
after-stats-everywhere = Everywhere: rating { $rating } in { $games } { $games ->
        [one] game
       *[other] games
    }
after-stats-none = { $name } has no rated games in this community yet: a game counts once it is finished, unless its seed was typed.
after-stats-who = I have not seen “{ $name }” at this chat's tables: name a player by their name here, mention them, or reply to their message.
after-leaderboard-head = 🏆 { $title } in this community:
after-leaderboard-line = { $place }. { $name } — { $rating } · { $games } { $games ->
        [one] game
       *[other] games
    }, { $wins } { $wins ->
        [one] win
       *[other] wins
    }
after-leaderboard-bot = 🤖 bot ({ $level })
after-leaderboard-note = The rating is 40 × (μ − 3σ) of a Weng-Lin rating, never below 0: it starts at 0 and grows with wins and with games played. Players with { $least } or more rated games appear.
after-leaderboard-more = Page { $next } of { $pages }: `/leaderboard { $game } { $next }`.
after-leaderboard-which = Which game? `/leaderboard <game>`, with one of: { $games }.
after-leaderboard-usage = `/leaderboard` takes a game and a page, not “{ $word }”. Games: { $games }.
after-leaderboard-empty = Nobody has { $least } rated games of { $title } in this community yet.
after-leaderboard-bad-page = `/leaderboard … { $page }`: a page is a number from 1 to { $most }.
after-leaderboard-no-page = The leaderboard has { $pages } { $pages ->
        [one] page
       *[other] pages
    }, not { $page }.

after-rating-changes = 📈 Ratings here: { $changes }
# One player's change: "alice 0 → 45".
after-rating-change = { $name } { $old } → { $new }
after-unrated-seeded = This game is not rated: its seed was typed.
