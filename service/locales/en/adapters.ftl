# Kontor's chat adapters: what Discord and Telegram players read from the adapters themselves
# (refusals, notices, buttons, command descriptions). Operator logs stay in English in the code.

## Both platforms

bot-foreign-button = This button does not belong to Kontor.
bot-game-gone = That game no longer exists.
bot-menu-gone = That menu is gone; use /moves.
bot-button-stale = This button is out of date; use /moves for your options.
bot-keyboard-stale = This keyboard is out of date; use /moves for your options.

## Discord

bot-discord-server-only = Games live in server channels: use this command in a channel (or thread) of a server where Kontor is. Here you can use /games, /lang, /help and /kontor quiet, away or remind me.
bot-discord-my-moves = My moves
bot-discord-my-hand = My hand
bot-discord-choose = Choose ({ $from }–{ $to })
bot-discord-channel-closed = Kontor could not post in this channel: Discord says it lacks the permission (View Channel, Send Messages, Attach Files or Embed Links). What you did is saved; ask a server admin to grant those to Kontor here, then use /board.
bot-discord-dm-closed = Kontor could not send you a direct message: your DMs are closed to it. Your hand and moves are under the *{ bot-discord-my-moves }* and *{ bot-discord-my-hand }* buttons of the board.
bot-discord-transient = Discord did not take every message just now; Kontor will send the rest shortly.
bot-discord-busy = Discord was busy and did not take Kontor's answer; please try again in a moment.
bot-discord-refused = Discord refused a message of Kontor: { $why }
bot-discord-dms-closed-notice = { $user } Kontor cannot send you direct messages (your DMs are closed to it): your moves and your hand are under the *{ bot-discord-my-moves }* and *{ bot-discord-my-hand }* buttons of the board.
bot-discord-perm-view-channel = View Channel
bot-discord-perm-send-messages = Send Messages
bot-discord-perm-send-in-threads = Send Messages in Threads
bot-discord-perm-attach-files = Attach Files
bot-discord-perm-embed-links = Embed Links
bot-discord-and = and
bot-discord-missing-permissions = Kontor cannot post the game here: it lacks the { $list } { $count ->
        [one] permission
       *[other] permissions
    } in this channel. Ask a server admin to grant it to Kontor (Channel settings → Permissions), then try again.

## Telegram

bot-telegram-chat-unknown = Kontor no longer knows this game's chat; type /moves there.
bot-telegram-edit-refused = Telegram refused to change that message; use /moves.
bot-telegram-player = player
bot-telegram-private-for-you = { $who }, I have a private message for you (your hand, your moves or an answer). Telegram lets me write to you only after you open our private chat: tap the button, then Start.
bot-telegram-open-private = Open my private chat
commands-new = open a game: /new carthage players=3
commands-join = take a seat in this chat's game
commands-leave = leave your seat before the start
commands-addbot = seat a bot
commands-start = deal the game
commands-play = make a move: /play take r5
commands-moves = your legal moves, privately
commands-undo = take back your last move
commands-board = the current board
commands-hand = your hand, privately
commands-status = whose turn and for how long
commands-log = the last moves: /log 5
commands-score = the scores
commands-rules = the rules: /rules [topic]
commands-games = your open games
commands-remind = reminder settings
commands-lang = language / język: /lang pl, /lang chat pl
commands-link = one player on Discord and Telegram: /link, then /link <code> on the other
commands-unlink = split your linked accounts again
commands-bridge = one table for this chat and one on the other platform (moderators)
commands-unbridge = end the bridge between the two chats (moderators)
commands-watch = the game's board on the web, live (/watch new: a new address)
commands-resign = a bot takes over your seat
commands-abandon = close the game
commands-vote = vote on a proposal: /vote yes, /vote no
commands-rematch = play the last game again, same seats
commands-history = this chat's ended games
commands-stats = a player's rating and record here
commands-leaderboard = this community's best players of a game
commands-kick = remove a player from the lobby: /kick 2
commands-help = what Kontor can do

## Discord slash commands: descriptions of each command and option (at most 100 characters)

bot-discord-cmd-new = Open a game in this channel; you take the first seat
bot-discord-opt-new-game = The game to play
bot-discord-opt-new-players = Number of seats
bot-discord-opt-new-seed = Seed for a reproducible deal
bot-discord-opt-new-options = Further game options, key=value …
bot-discord-cmd-join = Take a seat in this channel's game
bot-discord-cmd-leave = Give up your seat before the game starts
bot-discord-cmd-addbot = Seat a bot player
bot-discord-opt-addbot-level = How strongly it plays: easy (default), normal or hard
bot-discord-cmd-kick = Remove a player or a bot from the lobby
bot-discord-opt-kick-who = Seat number or name
bot-discord-cmd-start = Deal the game
bot-discord-cmd-play = Make a move, e.g. take r5
bot-discord-opt-play-move = Your move (suggestions are your legal moves)
bot-discord-cmd-moves = Your legal moves, privately, with buttons
bot-discord-cmd-undo = Take back your last move if nobody moved since and nothing was drawn
bot-discord-cmd-board = Show the current board
bot-discord-cmd-hand = Your hand, privately
bot-discord-cmd-status = Who must move and for how long
bot-discord-cmd-log = The last moves
bot-discord-opt-log-count = How many moves
bot-discord-cmd-score = The scores
bot-discord-cmd-rules = The rules of the game, by topic
bot-discord-opt-rules-topic = A topic, e.g. setup
bot-discord-cmd-help = What Kontor can do
bot-discord-cmd-resign = A bot takes over your seat
bot-discord-cmd-abandon = Close this channel's game
bot-discord-cmd-games = Your open games
bot-discord-opt-games-page = Which page of the list
bot-discord-cmd-rematch = Play this channel's last game again: the same seats, a new deal
bot-discord-cmd-vote = Vote on the open proposal: yes or no
bot-discord-opt-vote-choice = yes or no
bot-discord-cmd-history = This channel's ended games
bot-discord-opt-history-page = Which page
bot-discord-cmd-replay = A finished game of this channel as an animated replay
bot-discord-opt-replay-number = The game's number (the channel's last game if empty)
bot-discord-cmd-stats = A player's rating and record in this server
bot-discord-opt-stats-player = The player (you if empty)
bot-discord-opt-stats-game = One game only
bot-discord-cmd-leaderboard = This server's best players of a game
bot-discord-opt-leaderboard-game = The game
bot-discord-opt-leaderboard-page = Which page
bot-discord-cmd-lang = Your language (en, pl), or this channel's: chat pl
bot-discord-opt-lang-text = pl or en for you; chat pl or chat en for this channel; empty shows both
bot-discord-cmd-link = One player on Discord and Telegram: a code, or the code from the other platform
bot-discord-opt-link-code = The code Kontor gave you on Telegram (empty: get a code here)
bot-discord-cmd-unlink = Split your Discord and Telegram accounts again
bot-discord-cmd-bridge = Play this channel's games together with a Telegram group (moderators)
bot-discord-opt-bridge-code = The code Kontor gave in the Telegram group (empty: get a code here)
bot-discord-cmd-unbridge = End this channel's bridge with the Telegram group (moderators)
bot-discord-cmd-watch = The game's board on the web, live
bot-discord-opt-watch-choice = `new`: replace the address (a moderator or the game's creator)
bot-discord-cmd-kontor = Any Kontor command as text, e.g. "remind 12h"
bot-discord-opt-kontor-text = The command line

## The terminal (`kontor local`): lines it cannot read

bot-terminal-no-command = `{ $line }` has no command; lines look like `alice /new carthage`
bot-terminal-no-user = `{ $line }` names no user; lines look like `alice /new carthage`
bot-terminal-not-a-user = `{ $who }` is not a user name; lines look like `alice /join` or `bob#room2 /join`
bot-terminal-not-a-button = `@{ $button }` is not a button; press one as `alice @<game>.<version> /play …`, as `[buttons @…]` shows
bot-terminal-tick-needs-clock = `/tick` needs `kontor local --manual-clock`
bot-terminal-not-a-duration = `{ $amount }` is not a duration (30m, 12h, 2d)
