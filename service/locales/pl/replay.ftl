## Powtórki zakończonych gier i punkty w trakcie gry (replay.rs)

commands-replay = animowana powtórka zakończonej gry: /replay 12
# $turns: ile tur (klatek) pokazuje powtórka.
replay-post = 🎞 Powtórka gry { $title } #{ $id }: { $turns ->
        [one] { $turns } tura
        [few] { $turns } tury
       *[many] { $turns } tur
    }, plansza po każdej z nich.
replay-bad-number = `/replay { $args }`: podaj numer zakończonej gry z tego czatu, np. `/replay 12`, albo nic, by zobaczyć ostatnią grę czatu.
replay-none = Na tym czacie nie zakończyła się jeszcze żadna gra, więc nie ma czego powtórzyć.
replay-no-such-game = Nie ma gry #{ $id }.
replay-other-chat = Gra #{ $id } toczyła się na innym czacie; jej powtórkę można obejrzeć tylko tam.
replay-not-finished = Gra #{ $id } jeszcze trwa: jej powtórkę można obejrzeć po zakończeniu. Teraz pokaże ją `/board`.
replay-abandoned = Gra #{ $id } została porzucona, więc nie ma zakończenia do powtórzenia.
replay-no-images = Obrazki są tu wyłączone, więc nie ma powtórek.
replay-score-history = 📈 { $title } #{ $id }: jawne punkty po każdej dotychczasowej turze.
