# The board on the web: /watch (watch.rs) and the game's page (page.rs, the kontor-web crate).

## /watch

watch-address =
    The board of { $title } #{ $id } on the web, live: { $url }
    Anyone with this address can watch. A moderator or the game's creator can replace it with `/watch new`; the old one then stops working.
watch-replaced =
    { $who } replaced the web address of { $title } #{ $id }: the old one no longer works.
    The new one: { $url }
watch-off = This Kontor has no board on the web: its operator has not set up the `[web]` section.
watch-new-not-allowed = Only a moderator of this chat or the game's creator ({ $creator }) may replace the address.
watch-usage = `/watch` gives the address of the game's page; `/watch new` replaces it (a moderator or the game's creator).
watch-button = Board on the web

## The page

page-title = { $title } #{ $id }
page-board = Board
page-scores = Scores
page-player = Player
page-points = Points
page-moves = Moves so far
page-no-moves = No move yet.
page-since = since
page-over = The game is over.
page-lobby = Waiting for players: { $seats }
page-live = Live
page-reconnecting = Reconnecting…
page-gone = This address no longer works. Ask in the chat for the new one (`/watch`).
page-fit = Fit the screen
page-full = Full size
page-language = Polski
page-not-found = No game is watched at this address: it may be mistyped, or replaced (`/watch new`).
page-busy = Too many people are watching just now. Try again in a minute.
page-turn = { $who } to play
page-players = Players
page-abandoned = The game was abandoned before its end.
