# Kontor's game catalogue: texts about games in general.

games-wrong-game = That move belongs to another game.
games-unknown-game = There is no game `{ $name }`; games are: { $games }.
games-option-without-value = `{ $word }` is not an option; options look like key=value (`players=3`).
games-option-half = `{ $word }` needs both a key and a value (`players=3`).
games-rules-topics = Topics: { $topics }. Ask `/rules <topic>`.
games-rules-no-topic = There is no rules topic `{ $topic }`; topics are: { $topics }.
