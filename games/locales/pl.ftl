# Katalog gier Kontora: teksty o grach w ogóle.

games-wrong-game = Ten ruch należy do innej gry.
games-unknown-game = Nie ma gry `{ $name }`; dostępne gry: { $games }.
games-option-without-value = `{ $word }` to nie jest opcja; opcje mają postać klucz=wartość (`players=3`).
games-option-half = `{ $word }` potrzebuje klucza i wartości (`players=3`).
games-rules-topics = Tematy: { $topics }. Zapytaj `/rules <temat>`.
games-rules-no-topic = Nie ma tematu zasad `{ $topic }`; tematy to: { $topics }.
