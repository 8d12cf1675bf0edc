# Kontor service: moves, menus, announcements, information.

## Durations, lists, languages (i18n.rs)

play-duration-seconds = { $s } s
play-duration-minutes = { $min } min
play-duration-hours = { $h } h{ $min ->
        [0] {""}
       *[other] {" "}{ $min } min
    }
play-duration-days = { $d } d{ $h ->
        [0] {""}
       *[other] {" "}{ $h } h
    }
play-and = { $first } and { $last }
play-anonymous-sender =
    Post as yourself to play: Kontor cannot tell anonymous admins (or a channel posting here) apart, so it cannot seat them or let them move. Turn off "Remain anonymous" in your admin rights, or send the command from your own account.

## Dispatch, buttons, storage (service.rs)

play-type-command = Type a command, for example `/help`.
play-unknown-command = `/{ $command }` is not a Kontor command. Commands: { $commands }. `/help` explains them.
play-button-other-game = That button belongs to a game that is no longer open in this chat.
play-button-old-version = That button is from an older board (version { $version }); the game has moved on to version { $now }. Use `/board` for the current position and `/moves` for your options.
play-record-missing = The game record is missing.
play-storage-trouble = Kontor could not read or write its database ({ $error }); nothing was changed. Please try again.
play-internal-trouble = Something went wrong in Kontor while it handled your command; nothing was changed. Please try again.
play-no-game = There is no game in this chat. Start one with `/new <game>`: { $games }.
play-no-game-last = No game is open in this chat; the last one was { $title } (game #{ $id }). `/new { $game }` starts another.

## Information (info.rs)

play-help =
    Kontor hosts board games in this chat. Commands:
    `/new <game> [players=N]` open a game (you take the first seat); games: { $games }
    `/join`, `/leave`, `/addbot [easy|normal|hard]` take a seat, leave it, seat a bot of that level
    `/start` deal the game; `/kick <seat|name>` remove a player from the lobby (`/addbot`, `/start`, `/kick`: only whoever opened the game)
    `/play <move>` make a move (`/play take r5`); `/moves` lists your moves privately
    `/undo` take back your last move if nobody moved since and no card was drawn
    `/board` the current board; `/hand` your hand, privately
    `/status` who must move and for how long; `/log [n]` the last moves; `/score` the scores
    `/replay [game]` an animated replay of a finished game (by default the chat's last one)
    `/rules [topic]` the rules; `/games [page]` your games on every platform
    `/remind` reminder settings: `/remind first 12h`, `/remind repeat 24h`, `/remind timeout off|bot 3d|resign 3d`, `/remind me channel|private`
    `/quiet 22-7 [utc+1]` no reminders at night; `/away <days>` pause your reminders and time-outs
    `/lang en|pl` your language (answers, private messages, reminders); `/lang chat en|pl` this chat's posts; `/lang` shows both
    `/link` one player on Discord and Telegram (a code to type on the other); `/bridge` one table for this chat and one on the other platform (moderators); `/unlink`, `/unbridge` split them
    `/watch` the board on the web, live, to zoom on a phone; `/watch new` replaces its address (a moderator or the game's creator)
    `/resign` a bot takes over your seat; `/abandon` close the game (whoever opened it or a moderator; the other players vote: `/vote yes|no`)
    `/rematch` the last game again, same seats; `/history` this chat's ended games (`/board #n`, `/log #n`, `/replay #n` show one again)
    `/stats [player] [game]` a player's rating, wins and rivals here; `/leaderboard [game]` this community's best players
play-board-lobby =
    The game is in its lobby.
    { $seats }
play-hand-not-started = The game has not started yet; hands are dealt at `/start`.
play-hand-no-seat = You have no seat in this game, so you have no hand.
play-status =
    { $title } #{ $id } — { $state ->
        [lobby] lobby
        [active] in play
        [finished] finished
       *[abandoned] abandoned
    } — version { $version }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
play-status-turn = { $who } to move, waiting for { $waited }.
play-log-not-a-number = `/log { $args }`: give a number of moves, e.g. `/log 5`.
play-log-rebuild-failed = The game could not be rebuilt: { $error }
play-log-no-replay = The log does not replay: { $error }
play-log-plays = { $who } plays `{ $notation }`
play-log-empty = No moves yet.
play-rules = { $title }: { $text }
play-games-turn = { $who } to move for { $waited }
play-games-lobby = in the lobby
play-games-line = #{ $id } { $title } in { $chat }: { $turn }
play-games-ended = { $how ->
        [abandoned] abandoned
       *[finished] finished
    } { $ago } ago
play-games-ended-head = Recently ended:
play-games-page = Page { $page } of { $pages }; `/games { $next }` shows page { $next }.
play-games-bad-page = `/games { $page }`: a page is a number from 1 on.
play-games-no-page = There is no page { $page }: your games fill { $pages } { $pages ->
        [one] page
       *[other] pages
    }.
play-games-none = You have no open games.
play-games-list =
    You have { $n ->
        [one] { $n } open game
       *[other] { $n } open games
    }:
    { $lines }
play-not-started = The game has not started yet.

## Moves (play.rs)

play-which-move = Which move? `/play <move>`; `/moves` lists yours.
play-refused-notation = { $reason }. `/moves` lists your moves.
play-refused = { $reason }
play-undo-nothing = There is no move to undo yet.
play-undo-not-yours = Only your own last move can be undone; the last move was { $who }'s.
play-undo-rebuild-failed = The game could not be rebuilt for undo ({ $error }); nothing changed.
play-undo-revealed = That move drew or revealed cards, so it cannot be undone.
play-undo-done = { $who } takes back `{ $notation }`.
play-resign-closed = { $who } resigns. No human player is left, so the game is closed.
play-resign-bot = { $who } resigns; a bot plays their seat from now on.
play-no-seat-spectator = You have no seat in this game; `/board` shows it to spectators.
play-resigned-already = You resigned from this game; a bot plays your seat.
play-bot-move-failed = A bot move failed: { $error }
play-running-lobby = The game has not started yet; `/start` deals it.
play-running-finished = The game is over; `/score` shows the result, `/new` starts another.
play-running-abandoned = The game was abandoned.
play-running-no-state = The game state is missing from the database.
play-not-your-turn = It is not your turn: { $who } must act now.
play-game-missing = The game is missing.

## Menus (menu.rs)

play-menu-group =
    { $open } — **{ $label }**: { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
play-menu-tail = `/moves <entry>` lists a group, `/moves all` every move.
play-menu-back = ◀ Back
play-moves-no-entry = No entry `{ $entry }` among your moves; the first level is: { $entries }.

## Announcements (present.rs)

play-results-head = Game over! Final ranking:
play-results-resigned = { $name } (resigned)
play-results-tiebreak = { $ahead } ranks ahead of { $behind } on equal points ({ $score }) by the tie-breaker: { $by }.
play-results-winners =
    { $n ->
        [one] { $winners } wins!
       *[other] { $winners } win!
    }
play-turn-line = Now: { $who } to move (game #{ $id }, version { $version }).
play-prompt =
    Your turn in { $title } (game #{ $id }): { $prompt }.
    { $list }
play-your-hand = Your hand in game #{ $id }.
play-prompt-done = Your turn in game #{ $id } is done. Now: { $who }.
play-prompt-over = Game #{ $id } is over: the result is in the channel.
play-final-scores = Final scores by category.
