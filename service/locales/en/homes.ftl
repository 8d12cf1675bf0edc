# One table with two homes (/bridge) and one player on two platforms (/link): bridge.rs, link.rs, codes.rs.

## Codes

homes-code-trouble = Kontor could not make a code just now. Try again in a moment.
homes-code-tries = You tried { $n } codes in the last ten minutes. Wait a few minutes, then type the code again: it is eight letters and digits, such as `K7Q2-M9XD`.
homes-code-malformed = `{ $code }` is not a Kontor code: a code is eight letters and digits, such as `K7Q2-M9XD`.
homes-code-unknown = No such code: it may be mistyped, or already used (a code works once). Ask for a new one where you got it.
homes-code-expired = That code has expired (a code works for 10 minutes). Ask for a new one where you got it.

## One player on two platforms

homes-link-code =
    Your code: **{ $code }**
    On the other platform, send `/link { $code }` to Kontor within { $minutes } minutes. The code works once, for the account that types it there; give it to nobody else.
homes-link-already = This account is already linked with your { $platform } account. `/unlink` splits them first.
homes-link-bridge-code = That code is for `/bridge`, which binds two chats: a moderator types it in the other chat.
homes-link-same-platform = That code was given on { $platform }: type it in Kontor on your other platform, from the account you want to link.
homes-link-holder-linked = The account that asked for this code is already linked with another one; it has to `/unlink` first.
homes-link-done = This account and your { $platform } account are now one player: one language, one set of quiet hours and absences (those of your { $platform } account), and `/games` lists the games of both. In each game you play with the account you joined it from. `/unlink` splits them again.
homes-link-done-holder = Your { $platform } account is now linked with this one: one player, with this account's language, quiet hours and absences. If you did not ask for this, send `/unlink` now.
homes-unlink-none = This account is not linked with another. `/link` gives a code to link it.
homes-unlink-done = This account and your { $platform } account are two players again, each with its own settings.

## One table with two homes

homes-bridge-moderators = Only a moderator of this chat can bridge it with another chat or end the bridge.
homes-bridge-code =
    The bridge code for this chat: **{ $code }**
    In the chat on the other platform, a moderator sends `/bridge { $code }` within { $minutes } minutes. The code works once.
homes-bridge-already = This chat is already bridged with a { $platform } chat. `/unbridge` ends that bridge first.
homes-bridge-link-code = That code is for `/link`, which joins two accounts of one player: its owner types it privately on the other platform.
homes-bridge-same-chat = That code was made in this very chat: type it in the chat on the other platform.
homes-bridge-other-bridged = The chat that asked for this code is bridged with another chat meanwhile. A moderator there has to `/unbridge` first.
homes-bridge-game-open = Game #{ $id } is still open at one of the two chats. Chats are bridged between games: finish it or `/abandon` it first.
homes-bridged = { $who } bridged this chat with a { $platform } chat: from now on they are one table. A game opened here or there is played in both; every move and post shows in both, and hands go privately to each player where they joined from. `/unbridge` (a moderator of either chat) ends it.
homes-unbridged = { $who } ended the bridge: the two chats are separate tables again.
homes-unbridged-game = Game #{ $id } stays with the { $platform } chat it was opened in.
homes-unbridge-none = This chat is not bridged with another. `/bridge` gives a code to bridge it.
