## Votes on table-wide changes (vote.rs) and who may make them (rights.rs, lobby.rs)

# $what: what the vote would do (votes-what-abandon, or a reminder setting such as "reminders repeat every 2 h").
votes-opened =
    🗳 { $who } proposes: { $what }.
    It passes with { $needed } of the { $voters } players' votes within { $d }: vote with the buttons, or `/vote yes` / `/vote no`.
votes-what-abandon = abandon game #{ $id }
votes-yes-button = ✅ Yes
votes-no-button = ❌ No
votes-counted = 🗳 { $who } voted on “{ $what }”: { $yes } for, { $no } against; { $needed } for are needed.
votes-failed = 🗳 The vote on “{ $what }” failed: { $yes } for, { $no } against, of { $voters } players.
# Stands for who abandoned the game in tables-abandoned.
votes-who = The players' vote ({ $yes } of { $voters })
votes-settings-passed = 🗳 The players voted for it ({ $yes } of { $voters }): { $said }.
votes-already-open = A vote is already open (“{ $what }”): vote on it with `/vote yes` or `/vote no` before proposing another.
votes-usage = Vote with `/vote yes` or `/vote no`.
votes-none = No vote is open in this chat. A player who is not the game's host proposes one with `/abandon` or a `/remind` setting.
votes-over = That vote is over.
votes-not-voter = Only the players still in the game vote.
tables-lobby-closed-idle = Lobby #{ $id } closed itself after { $d } without activity. The chat is free for `/new`.
tables-lang-chat-not-host = Only { $creator }, who opened this chat's game, or a moderator of this chat can change the language of its posts.
tables-chat-backlog = This chat has { $count } posts still waiting to reach it; try again in a minute.

## Rematch (rematch.rs)

rematch-button = 🔁 Rematch
rematch-begins =
    🔁 { $who } starts a rematch of game #{ $old }: { $title } (#{ $id }), the same seats, a new deal.
    { $seats }
rematch-none = This chat has no finished game to play again. `/new <game>` opens one.
rematch-already-open = The rematch is already on: game #{ $id }.
rematch-chat-busy = This chat already has a game (#{ $id }); a rematch waits until it ends.
rematch-not-last = Game { $named } is not this chat's last game; `/rematch` plays #{ $id } again.
rematch-too-late = A rematch of game #{ $id } was offered for { $d } after its end; `/new` opens a new game.
rematch-not-a-player = Only the players of game #{ $id } can start its rematch; `/new` opens a new game.
