# Kontor service: commands, lobby, turns, reminders.
# Usługa Kontora: polecenia, poczekalnia, tury, przypomnienia.
#
# Tables: opening a game, seats, settings, reminders and languages. Game titles arrive as
# nested texts ($title); durations ($d, $waited …) arrive already written out.

## Opening a game (/new)

tables-which-game = Which game? `/new <game> [options]`; games: { $games }.
tables-players-out-of-range = players={ $value }: { $title } is played by { $min } to { $max } { $max ->
        [one] player
       *[other] players
    }.
tables-too-many-games = You already sit in { $n } open games, the most one player may. Finish, `/leave` or `/resign` one (`/games` lists them) before you open or join another.
tables-slow-down = Slow down: at most { $n } commands in { $d }. Until that time has passed Kontor ignores your commands without an answer.
tables-seed-not-a-number = seed={ $value }: a seed is a whole number.
tables-seed-not-allowed = This server deals every game at random and takes no `seed=`. Open the game without it.
tables-seeded = Seed { $seed }: dealt as every game with this seed and these options, for all to check.
tables-a-game = a game
tables-chat-has-a-game = This chat already has an open game ({ $title }, #{ $id }). Finish it or `/abandon` it first.
# Used after "for": "for 3 players", "for 2–4 players", "is for exactly 4 players".
tables-players = { $n } { $n ->
        [one] player
       *[other] players
    }
tables-players-between = { $min }–{ $max } { $max ->
        [one] player
       *[other] players
    }
tables-players-exactly = exactly { $n } { $n ->
        [one] player
       *[other] players
    }
tables-opened =
    { $who } opened a game of { $title } (#{ $id }) for { $wanted }. `/join` to take a seat, `/addbot` to add a bot, `/start` when everyone is in.

## Seats

tables-already-seated = You already have a seat in this game.
tables-game-full = The game is full ({ $seats } { $seats ->
        [one] seat
       *[other] seats
    }). `/start` it or wait for the next one.
tables-game-full-short = The game is full ({ $seats } { $seats ->
        [one] seat
       *[other] seats
    }).
tables-joins =
    { $who } joins.
    { $seats }
tables-leave-started = The game has started; to give up your seat use `/resign` (a bot takes it over).
tables-leaves-nobody-left = { $who } leaves; nobody is left, so the game is closed.
tables-leaves =
    { $who } leaves.
    { $seats }
tables-addbot-not-creator = Only { $creator }, who opened this game, can seat a bot.
tables-bot-takes-a-seat =
    { $name } takes a seat.
    { $seats }
tables-start-not-creator = Only { $creator }, who opened this game, can start it.
tables-needs-players = { $title } needs at least { $min } { $min ->
        [one] player
       *[other] players
    }; { $seated } seated. `/join` or `/addbot`.
tables-fewer-than-wanted = This game was opened for { $wanted } { $wanted ->
        [one] player
       *[other] players
    } and { $seated } { $seated ->
        [one] is
       *[other] are
    } seated; `/join`, `/addbot`, or open a new game with fewer players.
tables-begins =
    { $title } begins!
    { $seats }
tables-abandon-not-creator = Only { $creator }, who opened this game, or a moderator of this chat can abandon it; the other players can put it to a vote with `/abandon`.
tables-kick-not-creator = Only { $creator }, who opened this game, can remove a player.
tables-kick-started = The game has started: nobody can be removed now. A player who stops playing can `/resign`, and a time-out (`/remind timeout`) hands a silent seat to a bot.
tables-kick-who =
    Whom? `/kick <seat number or name>`:
    { $seats }
tables-kick-self = To leave the lobby yourself use `/leave`.
tables-kicked =
    { $who } removes { $name } from the lobby.
    { $seats }
tables-kicked-you = { $who } removed you from the lobby of game #{ $id }.
tables-abandoned = { $who } abandoned the game (#{ $id }). The chat is free for `/new`.
tables-already-started = The game has already started.
tables-no-seat = You have no seat in this game.
# A refusal of the game's setup, e.g. an unknown option.
tables-cannot-open = { $reason }.

## A board that does not fit the seat count

tables-board-wanted = { $board } is for { $range }; this table wants { $got }.
tables-board-seated = { $board } is for { $range }; { $got } { $got ->
        [one] is
       *[other] are
    } seated.
tables-use = Use { $ways }.
tables-either = { $first } or { $second }
tables-join-or-addbot-first = `/join` or `/addbot` first.
tables-someone-must-leave = Someone must `/leave` first.

## The seat list: "Seats: 1. Anna, 2. Bot 1 (bot)"

tables-seats = Seats: { $seats }
tables-seat = { $number }. { $name }
tables-seat-bot = { $number }. { $name } (bot)
tables-seat-bot-level = { $number }. { $name } (bot, { $level })
tables-seat-resigned = { $number }. { $name } (resigned, bot { $level })
tables-bot-level = { $level ->
        [easy] easy
        [normal] normal
       *[hard] hard
    }
tables-bad-bot-level = `{ $level }` is not a bot level; choose `/addbot easy`, `/addbot normal` or `/addbot hard`.

## Reminder settings (/remind, /quiet, /away)

tables-bad-duration = `{ $word }` is not a duration; write e.g. 1h, 12h, 2d or 1d12h.
tables-reminder-out-of-bounds = Reminders can come from { $min } to { $max } after the turn began, and repeat every { $min } to { $max }.
tables-timeout-out-of-bounds = A time-out can be from { $min } to { $max }.
tables-timeout-bot = after { $d } without a move a bot plays the turn
tables-timeout-resign = after { $d } without a move the seat resigns
tables-remind-me-usage = `/remind me channel` or `/remind me private`.
tables-remind-by-channel = by a mention in the game's channel
tables-remind-by-private = by private message
tables-reminders-now-come = Your reminders now come { $by }.
tables-remind-not-seated = Only a player still in the game or a moderator of this chat can change its reminders.
tables-set-first = first reminder after { $d }
tables-set-repeat = reminders repeat every { $d }
tables-set-no-timeout = no time-out
tables-remind-usage = Use `/remind`, `/remind first 12h`, `/remind repeat 24h`, `/remind timeout off`, `/remind timeout bot 3d`, `/remind timeout resign 3d` or `/remind me channel|private`.
tables-settings-changed = { $who } set game #{ $id }: { $said }.
tables-timeout-off = off
tables-quiet-none = none
tables-away-state = { $away ->
        [yes] away
       *[no] not away
    }
tables-remind-summary =
    Reminders in game #{ $id }: first after { $first }, then every { $repeat }; time-out: { $timeout }.
    { $who }: reminded { $by }; quiet hours { $quiet }; { $away }.
tables-quiet-usage = Use `/quiet 22-7` (local hours, optionally `utc+2` or `utc-5:30`) or `/quiet off`.
tables-quiet-same-hours = Quiet hours need a start and an end that differ.
tables-quiet-off = Quiet hours are off.
# $zone is the offset in hours with its sign: +2, -5.5.
tables-quiet-on = No reminders between { $from }:00 and { $to }:00 your time (UTC{ $zone }h).
tables-away-usage = Use `/away <days>` (up to 60, e.g. `/away 3` or `/away 0.5`) or `/away off`.
tables-back = { $who } is back.
tables-away = { $who } is away for { $d }: no reminders, and their time-outs wait until they are back.
tables-in-game = { $line } (game #{ $id })

## Reminders and time-outs

tables-timed-out-resigns = ⌛ { $name } has not moved for { $d }: { $name } resigns and a bot plays the seat.
tables-timed-out-bot-played = ⌛ { $name } has not moved for { $d }: a bot played the turn for them.
tables-reminder-first = ⏰ { $name }, it is your move in { $title } (game #{ $id }); the table has waited { $waited }.
tables-reminder-second = ⏰ { $name }, game #{ $id } ({ $title }) is still waiting for your move: { $waited } now.
tables-reminder-later = ⏰ Reminder { $number }: { $name }, game #{ $id } ({ $title }) has been waiting for you for { $waited }.
tables-reminder-last-one = You are the last one: everyone else is waiting for you.
tables-reminder-also-waiting = Also waiting: { $names }.
tables-reminder-timeout-bot = After { $d } without a move, a bot plays the turn.
tables-reminder-timeout-resign = After { $d } without a move, the seat resigns.
tables-reminder-help = `/moves` lists your options; `/away <days>` pauses reminders.

## Languages (/lang)

tables-lang-set = From now on Kontor answers you in English: replies, private messages and reminders. `/lang chat en|pl` sets the language of this chat's public posts.
tables-lang-chat-set = { $who } set the language of this chat's posts to English. Everyone can choose their own language for answers and private messages with `/lang en|pl`.
tables-lang-name = { $lang ->
        [pl] Polish
       *[en] English
    }
# $source: chosen (with /lang), app (the language the user's app reports), chat (neither).
tables-lang-source = { $source ->
        [chosen] your choice
        [app] the language your app reports; you have not chosen your own
       *[chat] this chat's language; you have not chosen your own
    }
# $source: chosen (with /lang chat), open (nobody chose it).
tables-lang-chat-source = { $source ->
        [chosen] chosen with `/lang chat`
       *[open] not chosen yet
    }
tables-lang-summary =
    Your language: { $mine } ({ $how }). This chat's posts: { $chat } ({ $chathow }).
    `/lang en` { $en }, `/lang pl` { $pl }: the language of answers to you, your private messages and reminders. Until you choose, you get the language your app reports (your Discord language or Telegram language), and otherwise this chat's.
    `/lang chat en|pl`: the language of this chat's public posts (default English). Until someone chooses it, a new game sets it to the language of the player who opens the game.
tables-lang-which = Which language? `/lang en` (English) or `/lang pl` (Polish); for this chat's posts `/lang chat en` or `/lang chat pl`.
tables-lang-unknown = `{ $word }` is not a language Kontor speaks. Choose `/lang en` (English) or `/lang pl` (Polish); for this chat's posts `/lang chat en` or `/lang chat pl`.
