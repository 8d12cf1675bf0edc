# Traders of Carthage: wszystkie teksty gry po polsku (terminy z docs/glossary.md).
# Klucze wyboru: $colour = red | blue | yellow | green; $space = alexandria | open-sea | cyrenaica |
# pirates | carthage; $row = market | farm. Kody kart (r5), pozycje (m2, farm1) i zapis ruchów
# (`take r5`) są przekazywane dosłownie.

carthage-title = Traders of Carthage

## Nazwy używane w zdaniach

carthage-colour = { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
}
carthage-space = { $space ->
    [alexandria] Aleksandria
    [open-sea] Otwarte morze
    [cyrenaica] Cyrenajka
    [pirates] Obszar piratów
   *[carthage] Kartagina
}
carthage-row = { $row ->
    [farm] Farma
   *[market] Rynek
}
carthage-player = { $who }
carthage-and = { $first } i { $last }
carthage-goods = { $count } { $count ->
    [one] { $colour ->
        [red] czerwony
        [blue] niebieski
        [yellow] żółty
       *[green] zielony
    } towar
    [few] { $colour ->
        [red] czerwone
        [blue] niebieskie
        [yellow] żółte
       *[green] zielone
    } towary
   *[many] { $colour ->
        [red] czerwonych
        [blue] niebieskich
        [yellow] żółtych
       *[green] zielonych
    } towarów
}

## Zdarzenia

carthage-start = { $who } ma na ręce karty o najmniejszej sumie i zostaje graczem rozpoczynającym; teraz każdy gracz wybiera początkowy znacznik realizacji.
carthage-token-chosen = { $who } bierze { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
} znacznik realizacji.
carthage-takes = { $who } bierze { $card } z Rynku do ręki jako monety.
carthage-reserves = { $who } rezerwuje { $card } { $row ->
    [farm] na Farmie
   *[market] na Rynku
}.
carthage-buy-declared = { $who } kupuje towary z Rynku za { $cost } { $cost ->
    [one] monetę
    [few] monety
   *[many] monet
} i płaci…
carthage-bought = { $who } kupuje { $goods } i płaci kartami { $paid } ({ $coins } { $coins ->
    [one] moneta
    [few] monety
   *[many] monet
}).
carthage-refill = Dokładanie kart do Rynku i do Farmy: karty z Farmy przechodzą na Rynek, { $count ->
    [0] z talii dociągania nie dochodzi żadna karta
    [one] z talii dociągania dochodzi { $added }
    [few] z talii dociągania dochodzą { $added }
   *[many] z talii dociągania dochodzi { $added }
}; nowa Farma: { $farm_count ->
    [0] brak kart
   *[other] { $farm }
}.
carthage-passes = { $who } nie może nic zrobić i pasuje.
carthage-end-no-cards = Nie została żadna karta do kupienia, wzięcia ani rezerwacji: gra się kończy.
carthage-ship-sails = { $colour ->
    [red] Czerwony
    [blue] Niebieski
    [yellow] Żółty
   *[green] Zielony
} statek przesuwa się o { $steps } { $steps ->
    [one] pole
    [few] pola
   *[many] pól
} { $space ->
    [alexandria] do Aleksandrii
    [open-sea] na otwarte morze
    [cyrenaica] do Cyrenajki
    [pirates] na obszar piratów
   *[carthage] do Kartaginy
}.
carthage-payday-colour = { $colour ->
    [red] czerwonych
    [blue] niebieskich
    [yellow] żółtych
   *[green] zielonych
}
carthage-payday = Dzień Wypłaty dla { $colours } towarów!
carthage-end-eighth-token = Gracz otrzymał ósmy znacznik realizacji: gra się kończy.
carthage-threatened-ship = { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
}
carthage-pirates-threaten = Napad piratów na { $count ->
    [one] statek
    [few] statki
   *[many] statki
}: { $ships }! Gracze mogą odrzucić karty z ikonami przechowywania, aby uchronić towary.
carthage-sells = { $who } sprzedaje { $goods } i otrzymuje { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
} znacznik realizacji.
carthage-sale = Cena sprzedaży twoich { $colour ->
    [red] czerwonych
    [blue] niebieskich
    [yellow] żółtych
   *[green] zielonych
} towarów to { $price }: { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
} zwycięstwa ({ $stack } ze stosu, { $deck } z talii dociągania).
carthage-sale-substitutes = Nie ma już kart do dobrania: otrzymujesz { $count } { $count ->
    [one] punkt
    [few] punkty
   *[many] punktów
} zwycięstwa w postaci elementów zastępczych.
carthage-protects-nothing = { $who } niczego nie chroni.
carthage-protects = { $who } odrzuca { $cards }, aby uchronić towary.
carthage-raid = Piraci napadają na { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
} statek: { $who } traci { $lost }.
carthage-raid-keeps = Piraci napadają na { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
} statek: { $who } traci { $lost } i zachowuje { $kept } { $kept ->
    [one] chroniony towar
    [few] chronione towary
   *[many] chronionych towarów
}.
carthage-ships-return = Statki z Kartaginy wracają do portu Aleksandria; napadnięte statki wracają do Cyrenajki.

## Odmowy

carthage-error-game-over = gra się zakończyła
carthage-error-not-your-turn = to nie jest twoja tura: teraz decyduje { $active }
carthage-error-wrong-phase = teraz nie można tego zrobić: { $expected }
carthage-error-token-taken = masz już początkowy { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
} znacznik realizacji; każdy gracz bierze tylko jeden
carthage-error-no-such-slot = nie ma karty { $label }: { $row ->
    [farm] na Farmie
   *[market] na Rynku
} { $count ->
    [one] leży { $count } karta
    [few] leżą { $count } karty
   *[many] leży { $count } kart
}
carthage-error-reserved-by-other = karta { $card } jest zarezerwowana przez gracza { $who }; tylko ten gracz może ją kupić lub wziąć
carthage-error-already-reserved = karta { $card } jest już zarezerwowana przez gracza { $who }
carthage-error-marker-in-use = twój znacznik rezerwacji leży już na karcie { $card }; wróci do ciebie, gdy kupisz lub weźmiesz tę kartę
carthage-error-nothing-to-buy = na Rynku nie ma niczego, co możesz kupić
carthage-error-cannot-afford = towary z Rynku kosztują { $cost } { $cost ->
    [one] monetę
    [few] monety
   *[many] monet
}, a masz na ręce tylko { $have } { $have ->
    [one] monetę
    [few] monety
   *[many] monet
}
carthage-error-card-not-in-hand = nie masz na ręce karty { $card }
carthage-error-same-card = { $label } to ta sama karta co { $same }; użyj { $same }
carthage-error-useless-protection = karta { $card } niczego nie uchroni: { $reason }
carthage-error-pass-not-allowed = możesz spasować tylko wtedy, gdy żadna inna akcja nie jest możliwa
carthage-useless-not-raided = piraci nie napadają na { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
} statek
carthage-useless-no-icons = karta o wartości 5 nie ma ikon przechowywania
carthage-useless-no-goods = nie masz { $colour ->
    [red] czerwonych
    [blue] niebieskich
    [yellow] żółtych
   *[green] zielonych
} towarów
carthage-useless-covered = pozostałe karty chronią już { $count ->
    [one] twój jedyny { $colour ->
        [red] czerwony
        [blue] niebieski
        [yellow] żółty
       *[green] zielony
    } towar
    [few] wszystkie { $count } { $colour ->
        [red] czerwone
        [blue] niebieskie
        [yellow] żółte
       *[green] zielone
    } towary
   *[many] wszystkie { $count } { $colour ->
        [red] czerwonych
        [blue] niebieskich
        [yellow] żółtych
       *[green] zielonych
    } towarów
}

## Odczyt zapisu ruchów

carthage-hint-moves = ruchy to `token <kolor>`, `buy`, `pay <karta>`, `take <karta|m#>`, `reserve <karta|m#|farm#>`, `protect <karty>`, `done` i `pass` (karty zapisuje się jak r5, b2, y3, g5; działają też polskie słowa: `znacznik`, `kup`, `zapłać`, `weź`, `rezerwuj`, `chroń`, `gotowe`, `pas`)
carthage-hint-one-argument = po `{ $verb }` podaj { $what ->
    [colour] jeden kolor
    [card] jedną kartę
   *[target] jedną kartę lub pozycję
}
carthage-hint-not-a-card = `{ $word }` to nie jest karta (r5, b2, y3, g5 …)
carthage-hint-colours = kolory to red (czerwony), blue (niebieski), yellow (żółty) i green (zielony)
carthage-hint-not-a-target = `{ $word }` to ani karta (r5), ani pozycja (m2, farm1)
carthage-illegal-not-now = ten ruch nie jest teraz możliwy
carthage-illegal-take-from-farm = jako monety można wziąć tylko karty z Rynku; karty z Farmy można jedynie zarezerwować
carthage-illegal-reserved = karta { $card } jest zarezerwowana przez gracza { $who }
carthage-illegal-not-in-market = na Rynku nie ma karty { $card }
carthage-illegal-no-free-card = ani na Rynku, ani na Farmie nie ma niezarezerwowanej karty { $card }

## Ruchy na liście gracza

carthage-describe-token = weź { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
} początkowy znacznik realizacji
carthage-describe-buy = kup { $goods } za { $cost } { $cost ->
    [one] monetę
    [few] monety
   *[many] monet
}
carthage-describe-pay-progress = zapłać kartą { $card } (po niej zapłacone { $paid } z { $cost } { $cost ->
    [one] monety
    [few] monet
   *[many] monet
})
carthage-describe-pay = zapłać kartą { $card }
carthage-describe-take = weź { $card } z Rynku do ręki ({ $coins } { $coins ->
    [one] moneta
    [few] monety
   *[many] monet
})
carthage-describe-take-any = weź kartę z Rynku
carthage-describe-reserve = zarezerwuj { $card } { $row ->
    [farm] na Farmie
   *[market] na Rynku
}
carthage-describe-reserve-any = zarezerwuj kartę
carthage-describe-protect-nothing = nie chroń niczego
carthage-describe-protect = odrzuć { $cards }, aby uchronić do { $count } { $count ->
    [one] towaru
    [few] towarów
   *[many] towarów
}
carthage-describe-pass = pas: nic innego nie jest możliwe

## Co gracz ma teraz zrobić

carthage-prompt-token = wybierz początkowy znacznik realizacji: `token red`, `token blue`, `token yellow` lub `token green`
carthage-prompt-turn = wybierz `buy` (zakup towarów), `take <karta>` (wzięcie monet) lub `reserve <karta>` (rezerwacja karty)
carthage-prompt-pay = płacisz za zakup (zapłacono { $paid } z { $cost } { $cost ->
    [one] monety
    [few] monet
   *[many] monet
}): `pay <karta>`, aż pokryjesz koszt
carthage-prompt-protect = uchroń towary przed piratami: `protect <karty>` albo `done`
carthage-prompt-over = gra się zakończyła

## Podsumowania

carthage-summary-none = brak
carthage-summary-empty = brak kart
carthage-summary-slot-reserved = { $label }={ $card } (rezerwacja: { $who })
carthage-summary-ship = { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
} statek: { $space ->
    [alexandria] Aleksandria
    [open-sea] otwarte morze
    [cyrenaica] Cyrenajka
    [pirates] obszar piratów
   *[carthage] Kartagina
}
carthage-summary-market = Rynek: { $cards }
carthage-summary-farm = Farma: { $cards }
carthage-summary-piles = Talia dociągania: { $deck } { $deck ->
    [one] karta
    [few] karty
   *[many] kart
}, stos kart odrzuconych: { $discard }.
carthage-summary-tokens-of = { $count }× { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
}
carthage-summary-player = { $who }: { $hand } { $hand ->
    [one] karta
    [few] karty
   *[many] kart
} na ręce; towary: { $goods }; znaczniki realizacji: { $tokens }; znacznik rezerwacji { $marker ->
    [free] wolny
   *[placed] na karcie
}
carthage-summary-final-points = { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
} zwycięstwa
carthage-summary-private = Na ręce: { $hand } ({ $coins } { $coins ->
    [one] moneta
    [few] monety
   *[many] monet
}, { $icons } { $icons ->
    [one] ikona
    [few] ikony
   *[many] ikon
} przechowywania). Twoje punkty zwycięstwa: { $points }.

## Końcowa punktacja

carthage-score-victory-points = karty punktów zwycięstwa
carthage-tiebreak-tokens = { $n ->
   *[other] znaczniki realizacji
}

## Zasady (/rules <temat>)

carthage-rules-overview =
    Traders of Carthage, gra dla 2–4 graczy. Kupujecie towary na Rynku, a statki w ich kolorach płyną do Kartaginy; w Dniu Wypłaty sprzedajecie tam towary i dostajecie karty jako punkty zwycięstwa.
    Gdy ktokolwiek otrzyma ósmy znacznik realizacji, gra od razu się kończy. Wygrywa gracz z największą liczbą punktów zwycięstwa; przy remisie ten, kto ma więcej znaczników realizacji, a jeśli nadal jest remis, wszyscy remisujący są zwycięzcami.
    .topic = ogólne
carthage-rules-setup =
    Każdy gracz dociąga karty z talii dociągania, aż ich suma wyniesie co najmniej 8. Graczem rozpoczynającym zostaje ten, kto ma na ręce najmniejszą sumę (przy remisie: mniej kart, a potem losowanie).
    Potem, od gracza rozpoczynającego zgodnie z ruchem wskazówek zegara, każdy bierze jeden początkowy znacznik realizacji w wybranym kolorze: `token red`.
    .topic = przygotowanie
carthage-rules-turn =
    W swojej turze wykonujesz jedną akcję:
    A. Zakup towarów: kupujesz wszystkie karty z Rynku, które wolno ci kupić (`buy`, potem `pay <karta>`, aż zapłacisz całość; reszty nie ma).
    B. Wzięcie monet: bierzesz do ręki jedną kartę z Rynku jako monety (`take r5` albo `take m2`).
    C. Rezerwacja karty: kładziesz swój jedyny znacznik rezerwacji na karcie z Rynku lub z Farmy (`reserve r5`, `reserve farm2`).
    Karty zarezerwowanej przez innego gracza nie możesz ani kupić, ani wziąć.
    .topic = tura
carthage-rules-refill =
    Po każdym zakupie, a także na początku tury, gdy na Rynku nie ma nic, co możesz kupić lub wziąć, karty z Farmy przechodzą na Rynek razem ze znacznikami rezerwacji, z talii dociągania dochodzą na Rynek 2 karty, a 3 kolejne tworzą nową Farmę.
    .topic = dokładanie
carthage-rules-ships =
    Każdy kupiony kolor przesuwa statek w tym kolorze: o 1 pole za jedną kartę, o 2 pola za dwie lub więcej.
    Trasa wiedzie z Aleksandrii przez otwarte morze, Cyrenajkę (pole z kotwicą) i dwa obszary piratów do Kartaginy. Statek, który dopłynie do Kartaginy, rozpoczyna Dzień Wypłaty dla towarów swojego koloru.
    .topic = statki
carthage-rules-payday =
    Wszyscy gracze sprzedają wszystkie towary w kolorach statków, które dopłynęły. Cena sprzedaży = (najwyższa karta w stosie + twoje znaczniki realizacji w tym kolorze) × liczba kart, zaokrąglona w górę do wielokrotności 5.
    Każde pełne 5 to jedna karta jako punkt zwycięstwa: najpierw karty ze stosu, od najniższej, a brakujące z talii dociągania. Kto sprzedał towary w danym kolorze, otrzymuje jeden znacznik realizacji w tym kolorze.
    .topic = wypłata
carthage-rules-pirates =
    W Dniu Wypłaty piraci napadają na statki stojące na obszarach piratów: tracisz wszystkie towary w ich kolorze, chyba że odrzucisz z ręki karty tego samego koloru z ikonami przechowywania (karta 2 ma dwie ikony, karta 3 jedną). Każda ikona chroni jeden towar: `protect b2 b3` albo `done`.
    Najpierw decyduje kupujący, potem kolejni gracze zgodnie z ruchem wskazówek zegara. Statki z Kartaginy wracają do Aleksandrii, a napadnięte do Cyrenajki.
    .topic = piraci
carthage-rules-notation =
    Karta to litera koloru i wartość: r5 (czerwona), b2 (niebieska), y3 (żółta), g5 (zielona). Pozycje: m1, m2 … na Rynku, farm1–farm3 na Farmie.
    Ruchy: `token <kolor>`, `buy`, `pay <karta>`, `take <karta|m#>`, `reserve <karta|m#|farm#>`, `protect <karty>`, `done`, `pass` (pas tylko wtedy, gdy nic innego nie jest możliwe).
    Można pisać po polsku: `znacznik` (token), `kup` (buy), `zapłać`/`zaplac` (pay), `weź`/`wez` (take), `rezerwuj`/`zarezerwuj` (reserve), `chroń`/`chron` (protect), `gotowe`/`nic` (done), `pas` (pass); kolory `czerwony`, `niebieski`, `żółty`/`zolty`, `zielony`; pozycje `farma1`–`farma3`.
    .topic = zapis
