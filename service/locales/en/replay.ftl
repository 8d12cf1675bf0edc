## Replays of finished games and the score over time (replay.rs)

commands-replay = an animated replay of a finished game: /replay 12
# $turns: how many turns (frames) the replay shows.
replay-post = 🎞 Replay of { $title } #{ $id }: { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }, the board after each.
replay-bad-number = `/replay { $args }`: give the number of a finished game of this chat, e.g. `/replay 12`, or nothing for the chat's last game.
replay-none = No game has ended in this chat yet, so there is nothing to replay.
replay-no-such-game = There is no game #{ $id }.
replay-other-chat = Game #{ $id } was played in another chat; its replay is shown only there.
replay-not-finished = Game #{ $id } is not over yet: its replay can be watched once it ends. `/board` shows it now.
replay-abandoned = Game #{ $id } was abandoned, so it has no ending to replay.
replay-no-images = Pictures are turned off here, so there are no replays.
replay-score-history = 📈 { $title } #{ $id }: the public scores after each turn so far.
