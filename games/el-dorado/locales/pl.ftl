# Wyprawa do El Dorado (games/el-dorado): wszystkie teksty gry po polsku. Terminy: docs/glossary.md.

el-dorado-title = Wyprawa do El Dorado

## Karty, żetony jaskiń, teren, symbole, monety i trasy (nazwy używane w zdaniach).

el-dorado-card-explorer = Globtroter
el-dorado-card-traveler = Turystka
el-dorado-card-sailor = Marynarz
el-dorado-card-scout = Zwiadowca
el-dorado-card-trailblazer = Odkrywca
el-dorado-card-pioneer = Pionier
el-dorado-card-giant-machete = Wielka maczeta
el-dorado-card-captain = Kapitan
el-dorado-card-photographer = Fotoreporterka
el-dorado-card-journalist = Dziennikarka
el-dorado-card-treasure-chest = Skrzynia skarbów
el-dorado-card-millionaire = Milionerka
el-dorado-card-jack-of-all-trades = Przewodnik
el-dorado-card-adventurer = Podróżniczka
el-dorado-card-prop-plane = Hydroplan
el-dorado-card-transmitter = Nadajnik
el-dorado-card-cartographer = Kartograf
el-dorado-card-compass = Kompas
el-dorado-card-scientist = Dr botaniki
el-dorado-card-travel-log = Dziennik podróży
el-dorado-card-native = Tubylec

# Karta w zdaniu: „karta Kompas”, $case to przypadek (nom, acc, gen, ins).
el-dorado-card = { $case ->
    [acc] kartę { $name }
    [gen] karty { $name }
    [ins] kartą { $name }
   *[nom] karta { $name }
}

# Nazwy żetonów stoją po słowie „żeton”: „żeton z maczetą (1)”, „żeton „dobranie karty””.
el-dorado-token-tm1 = z maczetą (1)
el-dorado-token-tm2 = z maczetą (2)
el-dorado-token-tm3 = z maczetą (3)
el-dorado-token-tp1 = z wiosłem (1)
el-dorado-token-tp2 = z wiosłem (2)
el-dorado-token-tc1 = z monetą (1)
el-dorado-token-tc2 = z monetą (2)
el-dorado-token-tdraw = „dobranie karty”
el-dorado-token-tremove = „usunięcie karty”
el-dorado-token-treplace = „wymiana kart”
el-dorado-token-tkeep = „zachowanie karty jednorazowej”
el-dorado-token-tpass = „przejście przez zajęte pola”
el-dorado-token-tnative = Tubylca
el-dorado-token-tchange = „zmiana symbolu”

# Żeton jaskini w zdaniu; $case jak przy kartach.
el-dorado-token = { $case ->
    [gen] żetonu { $name }
    [ins] żetonem { $name }
   *[other] żeton { $name }
}

el-dorado-effect-transmitter = weź dowolną kartę za darmo, potem Nadajnik trafia do pudełka
el-dorado-effect-cartographer = dobierz 2 karty
el-dorado-effect-compass = dobierz 3 karty, potem Kompas trafia do pudełka
el-dorado-effect-scientist = dobierz 1 kartę, potem możesz odłożyć do pudełka 1 kartę z ręki
el-dorado-effect-travel-log = dobierz 2 karty, potem możesz odłożyć do pudełka najwyżej 2 karty z ręki; Dziennik podróży trafia do pudełka
el-dorado-effect-native = przesuń pionek na sąsiednie pole, ignorując jego siłę (`move native <pole>`)

el-dorado-terrain-jungle = dżungla
el-dorado-terrain-water = woda
el-dorado-terrain-village = wioska
el-dorado-terrain-rubble = rumowisko
el-dorado-terrain-basecamp = obóz
el-dorado-terrain-mountain = góra
el-dorado-terrain-cave = jaskinia
el-dorado-terrain-start = pole startowe
el-dorado-terrain-finish = pole końcowe

el-dorado-symbol-machete = maczeta
el-dorado-symbol-paddle = wiosło
el-dorado-symbol-coin = moneta

el-dorado-coins = { $n ->
    [one] { $n } moneta
    [few] { $n } monety
   *[many] { $n } monet
}
# Pół monety więcej niż $whole; po ułamku zawsze „monety”.
el-dorado-coins-half = { $whole ->
    [0] ½ monety
    [one] { $whole }½ monety
    [few] { $whole }½ monety
   *[many] { $whole }½ monety
}

el-dorado-course-first-game = Układ do pierwszej rozgrywki
el-dorado-course-hills-of-gold = Złote Wzgórza
el-dorado-course-home-stretch = Ostatnia Prosta
el-dorado-course-winding-paths = Kręte Ścieżki
el-dorado-course-serpentine = Serpentyna
el-dorado-course-swamplands = Mokradła
el-dorado-course-witchs-cauldron = Kocioł Czarownicy
el-dorado-course-random = losowa ({ $seed })

el-dorado-hex = { $hex } ({ $terrain } { $strength })
el-dorado-hex-finish = { $hex } (El Dorado)

el-dorado-none = brak

## Zdarzenia.

el-dorado-opening = Wyprawa wyrusza, trasa: { $course }. Zaczyna { $who }.
el-dorado-opening-caves = Wyprawa wyrusza, trasa: { $course } (wariant z jaskiniami). Zaczyna { $who }.
el-dorado-moves = { $who } przesuwa pionek na pole { $hex }.
el-dorado-moves-with = { $who } zagrywa { $source } i przesuwa pionek na pole { $hex }.
el-dorado-reaches = { $who } dociera do El Dorado!
el-dorado-takes-blockade = { $who } zdobywa blokadę { $number }.
el-dorado-uses = { $who } zagrywa { $source }.
el-dorado-explores = { $who } eksploruje jaskinię { $hex } i znajduje { $token }.
el-dorado-buys = { $who } kupuje { $card }.
el-dorado-removes = { $who } odkłada { $card } do pudełka.
el-dorado-transmits = { $who } bierze { $card } dzięki Nadajnikowi.
el-dorado-game-over = Runda dobiegła końca, a wyprawa dotarła do El Dorado: koniec gry.

## Co ma zrobić gracz, na którego przyszła kolej.

el-dorado-prompt-play = zagrywaj karty: `move <karta> <pole>`, `move <pole>` (zagrana karta, rumowisko, obóz), `blockade <karta> <n>`, `use <karta>`, `buy <karta>` albo `end`
el-dorado-prompt-discarding = odłóż na stos kart wykorzystanych jeszcze { $left ->
    [one] { $left } kartę
    [few] { $left } karty
   *[many] { $left } kart
} za rumowisko: `discard <karta>`
el-dorado-prompt-removing = odłóż do pudełka jeszcze { $left ->
    [one] { $left } kartę
    [few] { $left } karty
   *[many] { $left } kart
} za wejście do obozu: `remove <karta>`
el-dorado-prompt-trimming = możesz odłożyć do pudełka najwyżej { $left ->
    [one] { $left } kartę
    [few] { $left } karty
   *[many] { $left } kart
}: `remove <karta>` albo `done`
el-dorado-prompt-transmitting = weź dowolną kartę za darmo: `take <karta>`
el-dorado-prompt-replacing = odłóż karty do wymiany na stos kart wykorzystanych (`discard <karta>`), potem `done`, aby dobrać { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
}
el-dorado-prompt-paying = płacisz za kartę (wpłacone: { $paid }, cena: { $cost }): `pay <karta>`
el-dorado-prompt-cleanup = możesz odłożyć karty z ręki na stos kart wykorzystanych (`discard <karta>`), potem `done`, aby dobrać do 4 kart
el-dorado-prompt-over = gra się skończyła

## Ruchy, tak jak opisuje je lista ruchów.

el-dorado-describe-move-with = zagraj { $source } i przesuń pionek na pole { $hex }
el-dorado-describe-move-on = przesuń pionek dalej na pole { $hex } zagraną kartą (pozostała siła: { $left })
el-dorado-describe-move-paying = wejdź na pole { $hex }, płacąc kartami
el-dorado-describe-blockade-with = zagraj { $source } i zdobądź blokadę { $number }
el-dorado-describe-blockade = zdobądź blokadę { $number }
el-dorado-describe-use-card = zagraj { $card }: { $effect }
el-dorado-describe-use = zagraj { $source }
el-dorado-describe-explore = eksploruj jaskinię { $hex }
el-dorado-describe-buy = kup { $card } za { $cost ->
    [one] { $cost } monetę
    [few] { $cost } monety
   *[many] { $cost } monet
}
el-dorado-describe-pay-towards = zapłać { $source } (wartość: { $value }; potem wpłacone: { $paid }, cena: { $cost })
el-dorado-describe-pay = zapłać { $source }
el-dorado-describe-discard = odłóż { $card } na stos kart wykorzystanych
el-dorado-describe-remove = odłóż { $card } do pudełka
el-dorado-describe-take = weź { $card } za darmo
el-dorado-describe-done-replacing = dobierz w zamian { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
}
el-dorado-describe-done-cleanup = zatrzymaj resztę i dobierz do 4 kart
el-dorado-describe-done = gotowe
el-dorado-describe-end = zakończ turę (zagrane karty na stos kart wykorzystanych, dobierz do 4 kart)
el-dorado-describe-pawn = { $what } (pionek { $pawn })

## Odrzucone ruchy.

el-dorado-error-game-over = gra się skończyła
el-dorado-error-not-your-turn = teraz tura gracza { $who }
el-dorado-error-not-held = nie masz { $source }
el-dorado-error-no-such-card = nie masz takiej karty
el-dorado-error-does-not-move = { $source } nie przesuwa pionków
el-dorado-error-paid-with-cards = { $terrain ->
    [rubble] na rumowisko
   *[other] do obozu
} nie wchodzi się kartą: zagraj `move <pole>` i zapłać kartami
el-dorado-error-no-symbol = { $source } nie ma symbolu { $symbol ->
    [machete] maczety
    [paddle] wiosła
   *[coin] monety
}
el-dorado-error-too-weak = { $source } ma siłę { $power }, a pole wymaga siły { $strength }
el-dorado-error-too-few-cards = { $terrain ->
    [rubble] rumowisko
   *[other] obóz
} o sile { $strength } wymaga { $strength ->
    [one] { $strength } karty
    [few] { $strength } kart
   *[many] { $strength } kart
} z ręki
el-dorado-error-no-card-in-play = żadna karta nie jest zagrana: podaj kartę, np. `move explorer C14`
el-dorado-error-other-pawn = zagrana karta przesuwa twój drugi pionek
el-dorado-error-in-play-for = pozostała siła zagranej karty to { $symbol ->
    [machete] maczety
    [paddle] wiosła
   *[coin] monety
}
el-dorado-error-strength-left = pozostała siła zagranej karty to { $left }, a potrzeba { $strength }
el-dorado-error-no-such-pawn = nie masz takiego pionka
el-dorado-error-pawn-arrived = ten pionek jest już w El Dorado
el-dorado-error-not-neighbour = pionek przesuwa się o jedno pole naraz, na sąsiednie pole
el-dorado-error-mountain = na góry nie można wchodzić
el-dorado-error-start-space = na pola startowe nie można wchodzić
el-dorado-error-occupied = pole { $hex } jest zajęte
el-dorado-error-blockade-in-the-way = na drodze leży blokada: najpierw ją zdobądź (`blockade <karta> <numer>`)
el-dorado-error-no-blockade = blokady { $number } nie ma na trasie
el-dorado-error-not-at-blockade = twój pionek nie stoi przy blokadzie { $number }
el-dorado-error-not-action = { $card } nie jest kartą akcji specjalnej
el-dorado-error-native-moves = Tubylec przesuwa pionek: `move native <pole>`
el-dorado-error-nothing-to-take = nie ma już żadnych kart do wzięcia
el-dorado-error-movement-token = żetony ruchu zagrywa się przez `move <żeton> <pole>`
el-dorado-error-not-for-sale = tej karty nie można teraz kupić
el-dorado-error-too-dear = { $card } kosztuje { $cost ->
    [one] { $cost } monetę
    [few] { $cost } monety
   *[many] { $cost } monet
}
el-dorado-error-only-coin-tokens-pay = płacić można tylko żetonami z monetą
el-dorado-error-no-caves = jaskinie eksploruje się tylko w wariancie z jaskiniami (`caves=on`)
el-dorado-error-not-a-cave = to nie jest jaskinia
el-dorado-error-not-at-cave = twój pionek nie stoi obok tej jaskini
el-dorado-error-cave-empty = ta jaskinia jest pusta
el-dorado-error-not-stopped = pionek eksploruje jaskinię tylko tam, gdzie w tej turze zatrzymał się po własnym ruchu
el-dorado-error-leave-cave = odejdź od tej jaskini, zanim znowu ją eksplorujesz

## Zapis ruchu, którego nie udało się odczytać (po „`…` to nie jest ruch;”).

el-dorado-hint-moves = ruchy to `move <karta> <pole>`, `move <pole>`, `blockade [<karta>] <numer>`, `use <karta>`, `explore <pole jaskini>`, `buy <karta>`, `pay <karta>`, `discard <karta>`, `remove <karta>`, `take <karta>`, `done` i `end`, także po polsku (`kup`, `weź` …; karty: globtroter, turystka, marynarz, zwiadowca, …)
el-dorado-hint-not-source = `{ $word }` to nie jest nazwa karty ani żetonu
el-dorado-hint-not-card = `{ $word }` to nie jest nazwa karty
el-dorado-hint-blockade-number = blokady mają numery od 1 do 6
el-dorado-hint-not-hex = `{ $hex }` to nie jest pole tej trasy (np. C14, ED1)

## Opcje.

el-dorado-option-caves = on albo off
el-dorado-option-course = jedna z: { $names } albo random

## Podsumowania.

el-dorado-summary-course = Trasa: { $course }{ $caves ->
    [on] {" "}(wariant z jaskiniami)
   *[other] {""}
}
el-dorado-summary-stack = `{ $code }` ({ $cost } mon.) ×{ $left }
el-dorado-summary-market = Rynek: { $stacks }
el-dorado-summary-free-slots = { $n ->
    [one] { $n } wolne miejsce
    [few] { $n } wolne miejsca
   *[many] { $n } wolnych miejsc
} na rynku; obok rynku: { $stacks }
el-dorado-summary-blockades = Blokady na trasie: { $numbers }
el-dorado-summary-pawns = { $who }: { $count ->
    [one] pionek
    [few] pionki
   *[many] pionki
} { $pawns }
el-dorado-summary-cards = na ręce: { $hand } · do dobrania: { $draw } · wykorzystane: { $discard }
el-dorado-summary-cards-top = na ręce: { $hand } · do dobrania: { $draw } · wykorzystane: { $discard } (na wierzchu `{ $top }`)
el-dorado-summary-player-blockades = blokady: { $numbers }
el-dorado-summary-tokens = żetony: { $codes }
el-dorado-summary-turn = Teraz gra { $who }: { $hint }
el-dorado-summary-hand = Karty na ręce: { $cards }
el-dorado-summary-in-play = zagrana karta: { $code } (jeszcze { $left } { $symbol ->
    [machete] { $left ->
        [one] maczeta
        [few] maczety
       *[many] maczet
    }
    [paddle] { $left ->
        [one] wiosło
        [few] wiosła
       *[many] wioseł
    }
   *[coin] { $left ->
        [one] moneta
        [few] monety
       *[many] monet
    }
})

## Wynik końcowy.

el-dorado-score-reached = dotarcie do El Dorado
el-dorado-tiebreak-blockades = { $n ->
   *[other] liczba blokad
}
el-dorado-tiebreak-highest-blockade = blokada z wyższą cyfrą

## Zasady według tematów (`/rules <temat>`).

el-dorado-rules-overview =
    Wyprawa do El Dorado (Reiner Knizia), od 2 do 4 graczy. Każdy prowadzi swój pionek poszukiwacza przez dżunglę, wodę i wioski do złotej bramy El Dorado; wygrywa najszybszy.
    Na początku każdy ma talię startową z 8 kart (3 Globtroterów, 4 Turystki, 1 Marynarz), a na ręce trzyma 4 karty. W swojej turze zagrywasz karty pojedynczo, aby przesunąć pionek albo wykonać akcje specjalne, a na koniec możesz kupić najwyżej jedną kartę. Potem zagrane karty trafiają na stos kart wykorzystanych i dobierasz do 4 kart.
    Gra kończy się po rundzie, w której ktoś dotarł do El Dorado. Przy remisie wygrywa gracz z większą liczbą blokad, a dalej ten z blokadą z wyższą cyfrą; jeśli i to nie rozstrzyga, gracze dzielą się zwycięstwem.
    Opcje: `course=<nazwa>` (first-game, hills-of-gold, home-stretch, winding-paths, serpentine, swamplands, witchs-cauldron, random) oraz `caves=on` (wariant z jaskiniami).
    .topic = wprowadzenie
el-dorado-rules-moving =
    Zagrywasz jedną kartę i przesuwasz pionek o jedno pole naraz. Symbol karty musi pasować do pola (maczeta – dżungla, wiosło – woda, moneta – wioska; białe karty, czyli jokery, mają wszystkie trzy symbole), a siła karty musi być co najmniej równa sile pola. Niewykorzystaną siłą możesz iść dalej po polach z tym samym symbolem, ale sił kilku kart nie wolno łączyć.
    Rumowisko: odłóż na stos kart wykorzystanych 1, 2 lub 3 dowolne karty z ręki; obóz: odłóż do pudełka 1, 2 lub 3 karty. Na góry i na pola zajęte przez inne pionki wchodzić nie wolno.
    Zapis: `move explorer C14` zagrywa kartę, `move C15` idzie dalej zagraną kartą albo wchodzi na rumowisko lub do obozu (potem `discard <karta>` / `remove <karta>`).
    Gra we dwoje: każdy ma 2 pionki, a jedna karta przesuwa tylko jeden z nich (na końcu `pawn1`/`pawn2`, gdy mógłby iść każdy); do El Dorado muszą dotrzeć oba.
    .topic = przesunięcie pionka
el-dorado-rules-blockades =
    Blokady leżą na granicach płytek terenu i nie można przez nie przejść. Blokadę zdobywasz kartą z pasującym symbolem i wystarczającą siłą (`blockade trailblazer 5`; resztę siły możesz wykorzystać dalej), a blokadę z rumowiskiem przez `blockade 3` i odłożenie kart. Tubylec zdobywa każdą blokadę.
    Zdobyte blokady zostają przy tobie: rozstrzygają remisy.
    .topic = blokady
el-dorado-rules-cards =
    Fioletowe karty (akcje specjalne): Nadajnik (weź dowolną kartę za darmo; Nadajnik trafia do pudełka), Kartograf (dobierz 2 karty), Kompas (dobierz 3 karty; Kompas trafia do pudełka), Dr botaniki (dobierz 1 kartę, potem możesz odłożyć do pudełka 1 kartę), Dziennik podróży (dobierz 2 karty, potem możesz odłożyć do pudełka najwyżej 2 karty; Dziennik trafia do pudełka), Tubylec (przesuń pionek na sąsiednie pole bez względu na jego siłę: `move native C14`).
    Karta jednorazowa trafia do pudełka tylko po użyciu jej głównego działania, a nie wtedy, gdy płacisz nią za zakup albo za wejście na rumowisko.
    Zapis: `use cartographer`, `take pioneer`, `remove explorer`, `done`.
    .topic = karty
el-dorado-rules-buying =
    Na koniec tury możesz kupić jedną kartę: `buy compass`, a potem `pay <karta>`, aż pokryjesz cenę zakupu (żółte i białe karty są warte tyle monet, ile na nich widać, pozostałe po ½ monety; reszta nie jest wydawana). Kupiona karta trafia na stos kart wykorzystanych.
    Na rynku leży 6 stosów; gdy któryś się wyczerpie, kupujący może położyć na wolnym miejscu dowolny stos spośród leżących obok rynku.
    Potem `end`: możesz odłożyć karty z ręki na stos kart wykorzystanych (`discard <karta>`, `done`), zagrane karty też tam trafiają, a ty dobierasz do 4 kart (w razie potrzeby po przetasowaniu stosu kart wykorzystanych).
    .topic = zakup kart
el-dorado-rules-caves =
    Z opcją `caves=on` na każdej górze z jaskinią leżą 4 zakryte żetony jaskiń. Gdy twój pionek zatrzyma się po własnym ruchu obok jaskini, możesz ją eksplorować (`explore B9`) i wziąć żeton z wierzchu stosu; aby eksplorować tę samą jaskinię jeszcze raz, pionek musi najpierw od niej odejść.
    Żetony: tm1–tm3 (z maczetą), tp1–tp2 (z wiosłem), tc1–tc2 (z monetą, można nimi też płacić), tdraw (dobranie karty), tremove (usunięcie karty), treplace (wymiana kart), tkeep (następna karta jednorazowa nie trafia do pudełka), tpass (do końca tury wolno wchodzić na zajęte pola), tnative (jak Tubylec), tchange (następna karta może mieć dowolny symbol).
    Żetony ruchu: `move tm2 C14`; pozostałe: `use tdraw`.
    .topic = jaskinie
el-dorado-rules-notation =
    Pola nazywa się literą płytki terenu i numerem, tak jak na płytkach (C14; pola końcowe to ED1–ED3).
    Ruchy: `move <karta> <pole>`, `move <pole>`, `blockade [<karta>] <n>`, `use <karta>`, `explore <pole>`, `buy <karta>`, `pay <karta>`, `discard <karta>`, `remove <karta>`, `take <karta>`, `done`, `end`. Kartę podajesz kodem, nazwą angielską lub polską albo jednoznacznym początkiem nazwy (`jack`, `pion`).
    Można też pisać po polsku, z polskimi znakami lub bez: `przesuń`/`idź` (move), `blokada`/`zdobądź` (blockade), `użyj`/`zagraj` (use), `eksploruj` (explore), `kup` (buy), `zapłać`/`płać` (pay), `odrzuć` (discard), `usuń` (remove), `weź` (take), `gotowe` (done), `koniec`/`pas` (end), `pionek1`/`pionek2` (pawn1/pawn2).
    .topic = zapis ruchów
