# Hansa Teutonica: wszystkie teksty gry po polsku (terminy wydania Big Box, docs/glossary.md).
# Gracze przychodzą jako `who`, `owner`, `decider`, `active` (imię gracza albo kolor neutralny);
# rodzaj handlarza jako `kind` / `target` (`trader` = sprzedawca, `merchant` = kupiec); pola
# (`r17.2`), szlaki (`r17`), nazwy szlaków i miast dosłownie.

hansa-title = Hansa Teutonica

## Słowa używane w innych tekstach

hansa-neutral = Gracz neutralny
hansa-none = brak
hansa-pieces = { $merchants ->
    [0] { $traders } { $traders ->
        [one] sprzedawcę
        [few] sprzedawców
       *[many] sprzedawców
    }
   *[other] { $traders ->
        [0] { $merchants } { $merchants ->
            [one] kupca
            [few] kupców
           *[many] kupców
        }
       *[other] { $traders } { $traders ->
            [one] sprzedawcę
            [few] sprzedawców
           *[many] sprzedawców
        } i { $merchants } { $merchants ->
            [one] kupca
            [few] kupców
           *[many] kupców
        }
    }
}
hansa-ability = { $ability ->
    [keys] Klucze miejskie
    [actiones] Akcje (Actiones)
    [privilegium] Przywileje (Privilegium)
    [liber] Księga mądrości (Liber Sophiae)
   *[bank] Bank
}
hansa-ability-value = { $value ->
    [99] wszystko
   *[other] { $value }
}
hansa-privilege = { $colour ->
    [white] białe
    [orange] pomarańczowe
    [pink] różowe
   *[black] czarne
}
hansa-token = { $token ->
    [extra] Dodatkowa placówka
    [swap] Zamiana placówek
    [upgrade] Rozwinięcie 1 zdolności
    [actions3] +3 akcje
    [actions4] +4 akcje
    [remove] Usunięcie 3 handlarzy
   *[move] Ruch 3 handlarzami
}
hansa-token-any = premii
hansa-token-beside = „{ $token }” przy szlaku { $route } ({ $name })
hansa-perk = { $perk ->
    [move] ruch 2 wybranych przez ciebie handlarzy
    [upgrade] rozwinięcie zdolności Przywileje
    [office] założenie placówki w (żółto)-zielonym mieście
    [route] umieszczenie 2 handlarzy ze szlaku na wolnych polach
   *[wales] umieszczenie 2 handlarzy w Walii lub Szkocji
}
hansa-favour = { $tile ->
    [anywhere] twoi przemieszczeni handlarze mogą trafić na dowolne szlaki
    [action] +1 akcja w każdej turze
    [income] +1 handlarz, gdy inny gracz pozyskuje handlarzy
    [reinforce] 2 dodatkowych handlarzy, gdy ktoś przemieści twojego sprzedawcę
    [cities] na koniec 4 punkty renomy za każde kontrolowane miasto
   *[abilities] na koniec 7 punktów renomy za każdą w pełni rozwiniętą zdolność
}
hansa-board = { $board ->
    [hansa-league-45] plansza Ligi Hanzeatyckiej (strona dla 4–5 graczy)
    [hansa-league-3] plansza Ligi Hanzeatyckiej (strona dla 2–3 graczy)
    [east] plansza Wschodniej Ligi Hanzeatyckiej
    [britannia-45] plansza Brytanii (strona dla 4–5 graczy)
   *[britannia-3] plansza Brytanii (strona dla 3 graczy)
}
hansa-board-subject = { $board ->
    [britannia-3] Strona planszy Brytanii dla 3 graczy
    [britannia-45] Strona planszy Brytanii dla 4–5 graczy
    [britannia] Plansza Brytanii
   *[east] Plansza Wschodniej Ligi Hanzeatyckiej
}
hansa-at = { $space } (szlak { $route }: { $name })

## Przygotowanie gry

hansa-lobby-league = Strona planszy Ligi Hanzeatyckiej zależy od liczby graczy przy `/start`: 2–3 graczy gra na stronie dla 2–3 graczy, 4–5 graczy na stronie dla 4–5 graczy (`side=3` albo `side=45` ją ustala).
hansa-lobby-britannia = Strona planszy Brytanii zależy od liczby graczy przy `/start`: 3 graczy gra na stronie dla 3 graczy (Anglia i Walia), 4–5 graczy na stronie dla 4–5 graczy ze Szkocją (`side=3` albo `side=45` ją ustala).
hansa-option-on-off = on albo off
hansa-option-map = league, east albo britannia
hansa-option-side = 45 (strona dla 4–5 graczy) albo 3 (strona dla 2–3 graczy)
hansa-option-tokens = base albo bigbox
hansa-option-missions = off: karty misji należą do planszy Ligi Hanzeatyckiej (map=league)
hansa-option-favour = off: kafelki przychylności cesarza należą do planszy Ligi Hanzeatyckiej (map=league)
hansa-option-east-side = nic: plansza Wschodniej Ligi Hanzeatyckiej ma jedną stronę (3–5 graczy)

## Zdarzenia

hansa-ev-start = Hansa Teutonica: { $board }, { $tokens ->
    [bigbox] żetony premii z Big Box
   *[base] podstawowe żetony premii
}. Pierwszy gracz: { $who }, zaczyna z 2 akcjami.
hansa-ev-start-tokens = Początkowe żetony premii: { $tokens }.
hansa-ev-start-neutral = Dwóch graczy: neutralni sprzedawcy (N) stoją na każdym szlaku handlowym prowadzącym do miasta ze zwojem albo z żetonem premii.
hansa-ev-turn = Tura: { $who } ({ $actions } { $actions ->
    [one] akcja
    [few] akcje
   *[many] akcji
}).
hansa-ev-end-turn = { $who } kończy turę.
hansa-ev-income = { $who } pozyskuje handlarzy: bierze ze wspólnej puli { $pieces }.
hansa-ev-place = { $who } umieszcza { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} na polu { $space }.
hansa-ev-displace = { $who } przemieszcza { $target ->
    [merchant] kupca
   *[trader] sprzedawcę
} ({ $owner }) z pola { $space } i stawia tam swojego { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} (oddaje do wspólnej puli { $paid }); teraz { $decider } umieszcza przemieszczonego handlarza i najwyżej { $extra } { $extra ->
    [one] dodatkowego handlarza
    [few] dodatkowych handlarzy
   *[many] dodatkowych handlarzy
} w pobliżu.
hansa-ev-relocate = { $who } umieszcza przemieszczonego { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} na polu { $space }.
hansa-ev-relocate-extra = { $who } stawia { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} { $from ->
    [route] ze szlaku
    [general] ze wspólnej puli
   *[personal] z osobistej puli
} na polu { $space }.
hansa-ev-no-more = { $who } nie umieszcza więcej handlarzy.
hansa-ev-displaced-returns = Żadne pole połączenia nie jest wolne: przemieszczony handlarz ({ $who }) wraca do osobistej puli.
hansa-ev-move = { $who } wykonuje ruch swoimi handlarzami (najwyżej { $left } { $left ->
    [one] handlarz
    [few] handlarzy
   *[many] handlarzy
}).
hansa-ev-move-piece = { $who } przesuwa { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} z pola { $from } na pole { $to }.
hansa-ev-move-opposing = { $who } przesuwa { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} ({ $owner }) z pola { $from } na pole { $to }.
hansa-ev-swap = { $who } zamienia miejscami swojego sprzedawcę z pola { $a } i kupca z pola { $b } (2 ruchy).
hansa-ev-remove = { $who } usuwa { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} ({ $owner }) z pola { $space } (wraca do osobistej puli właściciela).
hansa-ev-use-token = { $who } używa żetonu premii „{ $token }”.
hansa-ev-swap-offices = Placówki { $first } i { $second } w mieście { $city } zamieniają się miejscami.
hansa-ev-token-placed = { $who } umieszcza żeton premii „{ $token }” obok szlaku { $route } ({ $name }).
hansa-ev-neutral-trader = Neutralny sprzedawca staje na polu { $space }.
hansa-ev-neutral-route = Kolor neutralny zajmuje cały szlak { $route } ({ $name }) i go ustanawia.
hansa-ev-token-aside = Żaden szlak handlowy nie może przyjąć żetonu premii „{ $token }”; zostaje odłożony.
hansa-ev-establish = { $who } ustanawia szlak handlowy { $route } ({ $name }).
hansa-ev-control = { $who } kontroluje miasto { $city } i otrzymuje 1 punkt renomy.
hansa-ev-neutral-token = Kolor neutralny zabiera żeton premii „{ $token }”; żeton odpada z gry.
hansa-ev-take-token = { $who } otrzymuje żeton premii „{ $token }”.
hansa-ev-token-drawn = Dobrano nowy żeton premii; trafi na planszę na koniec bieżącej tury ({ $who }).
hansa-ev-end-tokens = W puli nie ma już żetonów premii: gra kończy się po tej akcji.
hansa-ev-end-points = Gracz ma 20 punktów renomy: gra kończy się po tej akcji.
hansa-ev-end-cities = { $full } { $full ->
    [one] miasto jest w pełni zajęte
    [few] miasta są w pełni zajęte
   *[many] miast jest w pełni zajętych
}: gra kończy się po tej akcji.
hansa-ev-office = { $who } zakłada placówkę w mieście { $city } ({ $privilege } { $kind ->
    [merchant] okrągłe
   *[trader] kwadratowe
} pole).
hansa-ev-printed-points = { $who } otrzymuje { $points } { $points ->
    [one] punkt renomy
    [few] punkty renomy
   *[many] punktów renomy
} z symbolu monety.
hansa-ev-city-full = Miasto { $city } jest w pełni zajęte ({ $full } { $full ->
    [one] w pełni zajęte miasto
    [few] w pełni zajęte miasta
   *[many] w pełni zajętych miast
}).
hansa-ev-east-west = { $who } łączy swoimi placówkami miasta połączenia Wschód-Zachód (jako { $place }. gracz) i otrzymuje { $points } { $points ->
    [one] punkt renomy
    [few] punkty renomy
   *[many] punktów renomy
}.
hansa-ev-extra-office = { $who } używa żetonu premii „Dodatkowa placówka”: { $kind ->
    [merchant] kupiec
   *[trader] sprzedawca
} staje na lewo od placówek w mieście { $city }.
hansa-ev-special = { $who } stawia kupca na polu specjalnych punktów renomy za { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
} (przywileje: { $privilege }) w mieście { $city }.
hansa-ev-upgrade = { $who } rozwija zdolność { $ability } – teraz: { $value }; uwolniony { $kind ->
    [merchant] kupiec
   *[trader] sprzedawca
} trafia do osobistej puli.
hansa-ev-permission = { $who } korzysta z pozwolenia, które daje miasto { $city }.
hansa-ev-green-office = { $who } zakłada placówkę w mieście { $city }, używając { $kind ->
    [merchant] kupca
   *[trader] sprzedawcy
}.
hansa-ev-favour = { $who } rezygnuje z akcji w tej turze i zakrywa żetony premii „{ $first }” i „{ $second }”, aby wziąć kafelek przychylności cesarza: { $tile }.
hansa-ev-favour-income = { $who } bierze 1 handlarza ze wspólnej puli (przychylność cesarza).
hansa-ev-game-over = Koniec gry: końcowa punktacja.

## Odmowy

hansa-err-game-over = gra się skończyła
hansa-err-not-your-turn = to nie twoja tura: teraz ruch należy do: { $active }
hansa-err-wrong-phase = teraz to niemożliwe: { $expected }
hansa-err-not-now = ten ruch jest teraz niemożliwy
hansa-err-out-of-range = na tej planszy nie ma takiego pola, szlaku ani miasta
hansa-err-no-space = nie ma takiego pola
hansa-err-no-route = nie ma takiego szlaku
hansa-err-space-empty = pole { $space } jest puste: użyj `place`
hansa-err-own-piece = nie możesz przemieścić własnego handlarza
hansa-err-no-kind-in-supply = nie masz { $kind ->
    [merchant] kupca
   *[trader] sprzedawcy
} w osobistej puli
hansa-err-displace-cost = przemieszczenie { $kind ->
    [merchant] kupca
   *[trader] sprzedawcy
} kosztuje dodatkowo { $cost } { $cost ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
} z osobistej puli; masz { $have } { $have ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
}
hansa-err-ship-space = { $space } to pole z symbolem łodzi: tylko dla kupców
hansa-err-general-empty = twoja wspólna pula jest pusta: nie ma czego brać
hansa-err-income-count = pozyskanie handlarzy daje od 1 do { $most } { $most ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
} (samo `income` bierze wszystkich: { $most }); nie { $got }
hansa-err-income-merchants = pozyskujesz { $n } { $n ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
}; kupców może być wśród nich od { $min } do { $max }
hansa-err-income-range = pozyskanie handlarzy daje teraz od 1 do { $most } { $most ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
} (`income` bierze wszystkich: { $most })
hansa-err-income-sum = { $n } { $n ->
    [one] handlarz
    [few] handlarzy
   *[many] handlarzy
} łącznie to nie tyle, ilu sprzedawców i kupców podano
hansa-err-income-traders = { $traders } { $traders ->
    [one] sprzedawca to
    [few] sprzedawców to
   *[many] sprzedawców to
} więcej niż { $n } { $n ->
    [one] handlarz
    [few] handlarzy
   *[many] handlarzy
}
hansa-err-first-free = handlarz umieszczony na szlaku zajmuje pierwsze wolne pole swojego rodzaju
hansa-err-occupied = pole { $space } jest zajęte: `displace { $space }` zastępuje handlarza przeciwnika
hansa-err-pay-options = zapłata ({ $cost } { $cost ->
    [one] handlarz
    [few] handlarzy
   *[many] handlarzy
}) może wyglądać tak: { $options } (pierwsza możliwość, najpierw sprzedawcy, jest domyślna)
hansa-err-displace-pay = przemieszczenie handlarza z pola { $space } kosztuje { $cost } { $cost ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
}
hansa-err-nothing-relocated = nikt teraz nie umieszcza przemieszczonych handlarzy
hansa-err-not-nearest = pole { $space } nie należy do najbliższych wolnych pól dla { $kind ->
    [merchant] kupca
   *[trader] sprzedawcy
}: { $spaces }
hansa-err-nearest = najbliższe wolne pola to: { $spaces }
hansa-err-displaced-kind = przemieszczony handlarz to { $kind ->
    [merchant] kupiec
   *[trader] sprzedawca
}
hansa-err-no-extra-left = nie zostało już żadnego dodatkowego handlarza do umieszczenia
hansa-err-supplies-empty = obie twoje pule są puste: przesuń handlarza z planszy (`move <skąd> <dokąd>`)
hansa-err-no-kind-to-take = nie ma tam { $kind ->
    [merchant] kupca
   *[trader] sprzedawcy
} do wzięcia
hansa-err-board-only-when-empty = handlarzy z planszy bierze się tylko wtedy, gdy obie pule są puste
hansa-err-move-own-piece = przesuń jednego ze swoich handlarzy ze szlaku
hansa-err-not-yours = na polu { $space } nie ma twojego handlarza
hansa-err-already-on = ten handlarz już stoi na szlaku { $route }
hansa-err-cannot-go = ten handlarz nie może trafić na szlak { $route }
hansa-err-route-first = powiedz, dokąd idzie handlarz: `move r3.1 r5`
hansa-err-no-opposing = na polu { $space } nie ma handlarza przeciwnika
hansa-err-nowhere-to-move = nie ma wolnego pola, na które można go przesunąć
hansa-err-already-moving = już przesuwasz handlarza: wybierz, dokąd trafi (`to <pole>`)
hansa-err-no-move = żaden ruch handlarzami nie jest w toku
hansa-err-bringing-to = przesuwasz handlarzy na szlak { $route }: najpierw `back`, aby zamiast niego wybrać { $other }
hansa-err-route-no-room = na szlaku { $route } nie ma wolnego pola dla żadnego z twoich pozostałych handlarzy
hansa-err-move-takes = handlarz przesunięty na szlak { $route } zajmuje pole { $space }
hansa-err-swap = zamień miejscami jednego ze swoich sprzedawców z jednym ze swoich kupców (2 ruchy)
hansa-err-nothing-picked = powiedz, który handlarz dokąd idzie: `move r4.1 r6.1`
hansa-err-not-first-free = pole { $space } nie jest pierwszym wolnym polem innego szlaku
hansa-err-no-removal = żadne usuwanie nie jest w toku
hansa-err-choose-opposing = wybierz pole z handlarzem przeciwnika
hansa-err-token-route = żeton premii trafia obok pustego szlaku bez żetonu, prowadzącego do miasta z wolnym polem placówki
hansa-err-not-occupied = szlak { $route } nie jest w całości zajęty przez twoich handlarzy
hansa-err-not-an-end = to miasto nie leży na końcu tego szlaku
hansa-err-city-full = miasto { $city } jest w pełni zajęte
hansa-err-next-office = następne pole placówki w mieście { $city } jest { $privilege } i { $kind ->
    [merchant] okrągłe
   *[trader] kwadratowe
} (potrzeba { $kind ->
    [merchant] kupca
   *[trader] sprzedawcy
} na szlaku i Przywilejów co najmniej na poziomie: { $privilege })
hansa-err-reward-unavailable = tej nagrody nie można tu wziąć
hansa-err-reward = { $reason }; możesz wybrać: { $options }
hansa-err-no-token = nie masz żadnego nieużytego żetonu premii
hansa-err-token-now = nie możesz teraz użyć tego żetonu premii
hansa-err-move-steps = ruch odbywa się krokami: najpierw `move`, potem każdy handlarz, `move r3.1 r5`
hansa-err-no-action-left = nie masz już akcji: użyj żetonu premii albo zakończ turę (`end`)
hansa-err-no-free-space = żadne pole połączenia nie jest wolne dla tego handlarza
hansa-err-cannot-displace = nie stać cię na przemieszczenie żadnego handlarza przeciwnika
hansa-err-nothing-moves = żaden z twoich handlarzy na szlakach nie może się poruszyć
hansa-err-neutral-city = wybierz miasto na końcu szlaku z wolnym polem placówki
hansa-err-favour-start = kafelek przychylności cesarza bierze się na początku tury, przed jakąkolwiek akcją
hansa-err-favour-not-shown = kafelka { $tile } nie ma na wystawce
hansa-err-favour-tokens = zakryj 2 swoje nieużyte żetony premii (podaj je, np. `favour cities swap upgrade`)
hansa-err-permission = umieszczenie lub przemieszczenie na polu { $space } wymaga placówki najbardziej na prawo w mieście, które daje pozwolenie (niewykorzystane w tej turze)
hansa-err-no-perk = żaden stały żeton premii nie jest teraz używany
hansa-err-perk-places-none = ta premia nie umieszcza handlarzy
hansa-err-kind-cannot-go = { $kind ->
    [merchant] kupiec
   *[trader] sprzedawca
} nie może stanąć na polu { $space }
hansa-err-no-kind-to-place = nie masz { $kind ->
    [merchant] kupca
   *[trader] sprzedawcy
}, którego można tam umieścić
hansa-err-perk-board-only = handlarzy z planszy bierze się tylko przy premii dla Walii i Szkocji
hansa-err-wales-scotland = wybierz wolne pole w Walii albo w Szkocji
hansa-err-perk-not-upgrade = ta premia nie rozwija zdolności
hansa-err-privilegium-full = twoje Przywileje są już w pełni rozwinięte
hansa-err-perk-no-office = ta premia nie zakłada placówki
hansa-err-green-city = premia zakłada placówkę w zielonym albo żółto-zielonym mieście (Białogard, Waren, Drezno)
hansa-err-put-down-first = najpierw odstaw podniesionego handlarza: `to <pole>`
hansa-err-piece-with-room = wybierz handlarza, dla którego jest wolne pole
hansa-err-space-refuses = to pole nie może przyjąć tego handlarza
hansa-err-no-such-route = nie ma szlaku { $route }; szlaki mają numery od r1 do r{ $count }
hansa-err-place-where = podaj pole razem z handlarzem, w jednym ruchu: `place r17.2 trader`
hansa-err-displace-where = podaj pole handlarza przeciwnika razem ze swoim, w jednym ruchu: `displace r4.1 trader`
hansa-err-no-back = każdy ruch jest cały, więc nie ma z czego się wycofać: wpisz ruch, który chcesz (`place r17.2 trader`), albo cofnij ostatni przez `/undo`
hansa-err-name-space = podaj pole, np. { $route }.1
hansa-err-route-spaces = szlak { $route } ma { $spaces } { $spaces ->
    [one] pole
    [few] pola
   *[many] pól
}
hansa-err-no-city = na tej planszy nie ma miasta `{ $city }`
hansa-err-route-full = na szlaku { $route } nie ma wolnego pola
hansa-err-move-first = `move` zaczyna akcję ruchu; potem `move { $space } { $route }` (albo `to { $route }`, a potem `move { $space }`)
hansa-err-no-table = ta plansza nie ma pól specjalnych punktów renomy
hansa-err-no-field = nie ma pola specjalnych punktów renomy za { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}
hansa-err-table-route = tym szlakiem nie zdobędziesz pola specjalnych punktów renomy
hansa-err-no-ability-city = szlak { $route } nie prowadzi do miasta ze zwojem

## O co gra prosi gracza

hansa-prompt-actions = zostało ci { $left } z { $actions } { $actions ->
    [one] akcji
    [few] akcji
   *[many] akcji
}: { $hint }
hansa-hint-actions = wybierz akcję: `income` (albo `income 2`), `place r17.2 trader`, `displace r4.1 merchant` (`… pay 1m`, aby zapłacić kupcem), `move` (potem `move r3.1 r5`), `claim r17 office <miasto>`, `token …` albo `end`
hansa-hint-moving = możesz poruszyć jeszcze najwyżej { $left } { $left ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
}, każdego na wolne pole innego szlaku (`move r3.1 r17`), zamień miejscami sprzedawcę i kupca (`swap r3.1 r5.2`) albo `done`
hansa-hint-put-down = postaw podniesionego handlarza na wolnym polu: `to <pole>`
hansa-hint-shifting = przesuń jeszcze najwyżej { $left } { $left ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
} przeciwników, każdego na wolne pole innego szlaku (`move r4.1 r6.1`), albo `done`
hansa-hint-removing = usuń jeszcze najwyżej { $left } { $left ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
} przeciwników: `remove <pole>` albo `done`
hansa-hint-displaced = postaw przemieszczonego handlarza na jednym z najbliższych wolnych pól: `place <pole> <trader|merchant>`
hansa-hint-extras = umieść w pobliżu jeszcze najwyżej { $left } { $left ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
} (`place <pole> <rodzaj>`) albo `done`
hansa-hint-neutral = wybierz miasto dla neutralnej placówki: `neutral <miasto>`
hansa-hint-tokens = umieść dobrany żeton premii obok pustego szlaku: `bonus r<n>`
hansa-hint-perk-upgrade = stały żeton premii: `perk upgrade` (Przywileje) albo `done`
hansa-hint-perk-office = stały żeton premii: `perk office <miasto> trader` (zielone miasto) albo `done`
hansa-hint-perk-place = stały żeton premii: { $perk }; jeszcze najwyżej { $left } (`place <pole> <rodzaj>`) albo `done`
hansa-hint-perk-move = stały żeton premii: przesuń jeszcze najwyżej { $left } { $left ->
    [one] dowolnego handlarza
    [few] dowolnych handlarzy
   *[many] dowolnych handlarzy
}, każdego na wolne pole innego szlaku (`move r4.1 r6.1`), albo `done`
hansa-hint-over = gra się skończyła

## Odczyt zapisu ruchów

hansa-hint-notation = ruchy to `income` (`income 2`, `income 1m`), `place r17.2 trader`, `displace r4.1 trader` (`… pay 1m`), `move`, potem `move r3.1 r5`, `claim r17 office <miasto>` / `claim r17 upgrade <zdolność>` / `claim r17 coellen 8`, `token <actions3|actions4|upgrade …|swap <miasto> <n>|remove|move>`, `remove r4.1`, `bonus r12`, `neutral <miasto>`, `done` i `end` (polskie słowa: `/rules notation`)
hansa-hint-space = `{ $word }` to nie pole połączenia w rodzaju r17.2
hansa-hint-route = `{ $word }` to nie szlak w rodzaju r17
hansa-hint-kind = `{ $word }` to nie rodzaj handlarza (trader albo merchant, sprzedawca albo kupiec)
hansa-hint-income = `income` (tylu, na ilu pozwala Bank), `income 2` (mniej), `income 1m` albo `income 2 1m` (ilu z nich to kupcy)
hansa-hint-displace = `displace r4.1 merchant` albo `displace r4.1 merchant pay 1t1m`
hansa-hint-pay = handlarze, którymi płacisz: `pay 2t`, `pay 1t1m` albo `pay 2m`
hansa-hint-ability = zdolności to keys, actiones, privilegium, liber, bank
hansa-hint-table = `table <punkty>`
hansa-hint-claim = `claim r17`, `claim r17 office <miasto>`, `claim r17 extra <miasto>`, `claim r17 upgrade <zdolność>` albo `claim r17 coellen <punkty>`
hansa-hint-favour = `favour <dowolnie|akcja|pozyskanie|posiłki|miasta|zdolności> <żeton> <żeton>` (działają też słowa angielskie: `anywhere`, `action`, `income`, `reinforce`, `cities`, `abilities`)
hansa-hint-perk-office-syntax = `perk office <miasto> trader|merchant`
hansa-hint-perk = stałe żetony premii: `perk upgrade`, `perk office <miasto> <rodzaj>`, `done`
hansa-hint-swap = `token swap <miasto> <n>` zamienia placówki n i n+1 (placówki liczy się od 1)
hansa-hint-token = żetony: `token actions3`, `token actions4`, `token upgrade <zdolność>`, `token swap <miasto> <n>`, `token remove`, `token move` (dodatkowa placówka: `claim r17 extra <miasto>`)

## Co robi akcja (lista ruchów i przyciski)

hansa-do-income = pozyskanie handlarzy: weź ze wspólnej puli { $n } { $n ->
    [one] handlarza
    [few] handlarzy
   *[many] handlarzy
} (w tym { $merchants } { $merchants ->
    [one] kupca
    [few] kupców
   *[many] kupców
}{ $most ->
    [0] {""}
   *[other] ; wolno { $most }
})
hansa-do-place = umieść { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} na polu { $at }
hansa-do-displace = przemieść { $target ->
    [merchant] kupca
   *[trader] sprzedawcę
} z pola { $at }, stawiając swojego { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} (koszt: jeszcze { $cost } { $cost ->
    [one] handlarz
    [few] handlarzy
   *[many] handlarzy
}; oddajesz do wspólnej puli { $paid })
hansa-do-pick = podnieś handlarza z pola { $at }
hansa-do-place-kind = umieść { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} (pole wybierzesz potem)
hansa-do-displace-with = przemieść handlarza przeciwnika, stawiając { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} (handlarza wybierzesz potem)
hansa-do-move = porusz najwyżej { $n } { $n ->
    [one] swojego handlarza
    [few] swoich handlarzy
   *[many] swoich handlarzy
} na szlakach
hansa-do-back = wróć
hansa-do-drop = postaw go na polu { $at }
hansa-do-target = przesuwaj handlarzy na szlak { $route } ({ $name })
hansa-do-swap = zamień miejscami swojego sprzedawcę z pola { $a } i swojego kupca z pola { $b } (2 ruchy)
hansa-do-relocate = postaw { $kind ->
    [merchant] kupca
   *[trader] sprzedawcę
} na polu { $at }
hansa-do-relocate-from = przesuń swojego handlarza z pola { $from } na pole { $at }
hansa-do-claim = ustanów szlak handlowy { $route } ({ $name }): { $reward }
hansa-do-remove = usuń handlarza z pola { $at }
hansa-do-token-actions = użyj żetonu +{ $n } { $n ->
    [one] akcja
    [few] akcje
   *[many] akcji
}
hansa-do-token-upgrade = użyj żetonu rozwinięcia na zdolności { $ability }
hansa-do-token-swap = zamień placówki { $first } i { $second } w mieście { $city }
hansa-do-token-remove = użyj żetonu Usunięcie 3 handlarzy: usuń najwyżej 3 handlarzy przeciwników
hansa-do-token-move = użyj żetonu Ruch 3 handlarzami: przesuń najwyżej 3 handlarzy przeciwników
hansa-do-bonus = umieść żeton { $token } obok szlaku { $route } ({ $name })
hansa-do-neutral = neutralna placówka w mieście { $city }
hansa-do-perk-upgrade = użyj stałego żetonu premii szlaku morskiego: rozwiń Przywileje
hansa-do-favour = zrezygnuj z akcji w tej turze, zakryj żetony „{ $first }” i „{ $second }” i weź kafelek przychylności cesarza: { $tile }
hansa-do-perk-office = użyj stałego żetonu premii szlaku morskiego: placówka w mieście { $city }, { $kind ->
    [merchant] kupiec
   *[trader] sprzedawca
} z osobistej puli
hansa-do-done = zakończ ten krok
hansa-do-end = zakończ turę
hansa-reward-nothing = ustanów { $route } tylko dla punktów
hansa-reward-office = placówka w mieście { $city }
hansa-reward-extra = dodatkowa placówka w mieście { $city }
hansa-reward-upgrade = rozwinięcie zdolności { $ability }
hansa-reward-special = pole za { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
} w mieście { $city }

## Podsumowania

hansa-summary-turn = Tura { $turn }: gra { $who } (zostało { $left } z { $actions } { $actions ->
    [one] akcji
    [few] akcji
   *[many] akcji
}). W pełni zajęte miasta: { $full }/{ $end }. Żetony premii w puli: { $stack }.
hansa-summary-desk = { $who }: { $points } { $points ->
    [one] punkt renomy
    [few] punkty renomy
   *[many] punktów renomy
}; Klucze miejskie { $keys }, Akcje { $actiones }, Przywileje { $privilegium }, Księga mądrości { $liber }, Bank { $bank ->
    [99] wszystko
   *[other] { $bank }
}; osobista pula: { $traders } { $traders ->
    [one] sprzedawca
    [few] sprzedawców
   *[many] sprzedawców
} + { $merchants } { $merchants ->
    [one] kupiec
    [few] kupców
   *[many] kupców
}, wspólna pula: { $general_traders } + { $general_merchants }; żetony premii: nieużyte { $unused }, użyte { $used }
hansa-summary-unused = ; nieużyte żetony: { $tokens }
hansa-summary-favours = ; przychylność cesarza: { $tiles }
hansa-summary-favour-tile = { $word } ({ $tile })
hansa-favour-word = { $tile ->
    [anywhere] dowolnie
    [action] akcja
    [income] pozyskanie
    [reinforce] posiłki
    [cities] miasta
   *[abilities] zdolności
}
hansa-summary-favour-display = Kafelki przychylności cesarza na wystawce: { $tiles }
hansa-summary-routes = Szlaki: { $routes }
hansa-summary-green-city = { $city } (zielone miasto, w pełni zajęte): { $offices }
hansa-summary-offices = Placówki: { $cities }
hansa-summary-who = { $who }
hansa-summary-east-west = Połączenie Wschód-Zachód: { $seats }
hansa-summary-mission = Twoja tajna karta misji: { $cities } (1 punkt renomy za każde z tych miast z twoją placówką, 5 więcej, jeśli kontrolujesz wszystkie trzy).

## Końcowa punktacja

hansa-score-track = tor punktów renomy
hansa-score-abilities = w pełni rozwinięte zdolności
hansa-score-tokens = zebrane żetony premii
hansa-score-table = pola specjalnych punktów renomy ({ $city })
hansa-score-cities = kontrolowane miasta
hansa-score-network = sieć placówek × Klucze miejskie
hansa-score-mission = karta misji
hansa-tiebreak-actiones = { $n ->
   *[other] rozwinięcia zdolności Akcje (wygrywa mniej)
}
hansa-tiebreak-network = { $n ->
   *[other] punkty za sieć placówek
}

## Tematy zasad (`/rules <temat>`)

hansa-rules-overview = Hansa Teutonica dla 2–5 graczy. Stawiasz sprzedawców (kostki) i kupców (dyski) na szlakach handlowych łączących miasta. Gdy twoi handlarze zajmą cały szlak, możesz go ustanowić: założyć placówkę w jednym z jego miast, rozwinąć zdolność albo zająć pole specjalnych punktów renomy w Coellen. Gra kończy się zaraz po akcji, w której ktoś osiąga 20 punktów renomy, trzeba dobrać żeton premii, a pula jest pusta, albo 10. miasto (w Brytanii 8.) staje się w pełni zajęte. Wygrywa gracz z największą liczbą punktów renomy; przy remisie ten, kto najmniej rozwinął Akcje, a potem ten, kto ma więcej punktów za sieć placówek.
    .topic = przegląd
hansa-rules-setup = Plansza: `map=league` (domyślnie; przy 4–5 graczach strona dla 4–5 graczy, w przeciwnym razie strona dla 2–3 graczy; `side=45|3` ją ustala), `map=east` (3–5 graczy) albo `map=britannia` (3–5 graczy: bez `side=` strona zależy od liczby graczy przy `/start` – 3 graczy dostaje stronę z Anglią i Walią, 4–5 graczy stronę ze Szkocją; `side=3` pasuje tylko do 3 graczy, `side=45` do 4–5). Żetony premii: `tokens=base|bigbox`. Dodatki planszy Ligi Hanzeatyckiej: `missions=on`, `favour=on`. Trzy początkowe (złote) żetony premii leżą przy szlakach z tawernami, pozostałe tworzą zakrytą pulę żetonów. Pierwszy gracz ma w osobistej puli 5 sprzedawców i 1 kupca, każdy kolejny o jednego sprzedawcę więcej; reszta z 27 sprzedawców i 4 kupców stoi na sekretarzyku (15 sprzedawców, 3 kupców) albo trafia do wspólnej puli.
    .topic = przygotowanie
hansa-rules-abilities = Zdolności na sekretarzyku: Klucze miejskie 1-2-2-3-4 (mnożnik sieci placówek), Akcje (Actiones) 2-3-3-4-4-5 (akcje w turze; nowy poziom działa od razu), Przywileje (Privilegium) białe/pomarańczowe/różowe/czarne (kolory pól placówek, które wolno ci zajmować), Księga mądrości (Liber Sophiae) 2-3-4-5 (ilu handlarzy porusza jedna akcja ruchu), Bank 3-5-7-wszystko (najwięcej handlarzy z jednego pozyskania). Handlarz zdjęty z sekretarzyka przy rozwinięciu trafia do twojej osobistej puli.
    .topic = zdolności
hansa-rules-actions = Jedna akcja to: `income` – pozyskanie handlarzy (bierzesz ze wspólnej puli tylu, na ilu pozwala Bank; mniej: `income 2`; ilu z nich to kupcy: `income 1m`, `income 2 1m`); `place r17.2 trader` – umieszczenie 1 handlarza na wolnym polu; `displace r4.1 merchant` – przemieszczenie handlarza przeciwnika i zastąpienie go swoim (płacisz z osobistej puli do wspólnej jeszcze 1 handlarza za sprzedawcę albo 2 za kupca, domyślnie najpierw sprzedawców, inaczej `displace r4.1 merchant pay 1t1m`, `… pay 2m`; właściciel stawia przemieszczonego handlarza i 1 lub 2 dodatkowych ze wspólnej puli – potem z osobistej, a w końcu z planszy – na wolnych polach najbliższych szlaków: `place r5.2 trader`, `done` kończy); `move` – ruch swoimi handlarzami (tylu, ile pozwala Księga mądrości, na wolne pola innych szlaków: po jednym handlarzu: `move r3.1 r5`, a `move r3.2` przesuwa następnego na ten sam szlak; `swap r3.1 r5.2` zamienia miejscami twojego sprzedawcę i kupca za 2 ruchy; `done` kończy); `claim r17 …` – ustanowienie szlaku handlowego, który w całości zajmujesz. `end` kończy twoją turę.
    .topic = akcje
hansa-rules-claim = Ustanowienie szlaku r17: 1) gracz kontrolujący każde z miast na końcach szlaku (najwięcej placówek; przy remisie placówka najbardziej na prawo) otrzymuje 1 punkt renomy; 2) bierzesz żeton premii leżący przy szlaku i dobierasz nowy, który umieścisz na koniec tury; 3) wybierasz jedno: `claim r17 office Hamburg` (placówka na pierwszym wolnym polu od lewej; twoje Przywileje muszą sięgać jego koloru, okrągłe pole wymaga kupca), `claim r17 extra Hamburg` (żeton Dodatkowa placówka: na lewo od pól, gdy pierwsze pole jest już zajęte), `claim r17 upgrade keys` (w mieście ze zwojem), `claim r17 coellen 8` (kupiec na polu specjalnych punktów renomy, do którego sięgają twoje Przywileje) albo samo `claim r17`. Symbol monety na polu placówki daje punkty od razu; miasto, którego wszystkie pola są zajęte, jest w pełni zajęte. Kto pierwszy połączy swoimi placówkami Stendal i Arnheim (połączenie Wschód-Zachód), dostaje 7 punktów renomy, drugi 4, trzeci 2.
    .topic = ustanowienie
hansa-rules-tokens = Żetonu premii używasz w dowolnej chwili swojej tury po akcji, w której go zdobyłeś; użycie nie liczy się jako akcja: `token actions3`, `token actions4`, `token upgrade <zdolność>`, `token swap <miasto> <n>` (zamiana placówek n i n+1 licząc od lewej, jedna z nich twoja; nigdy placówki założonej żetonem Dodatkowa placówka; w zielonym mieście liczą się placówki ze stałego żetonu premii), `token remove` (gra podstawowa: usuń do 3 handlarzy przeciwników, `remove r4.1`), `token move` (Big Box: przesuń do 3 handlarzy przeciwników, `move r4.1 r6.1`). Dodatkowa placówka: `claim r17 extra <miasto>`. Na koniec tury każdy dobrany żeton kładziesz obok pustego szlaku bez żetonu, prowadzącego do miasta z wolnym polem placówki: `bonus r12`. Zestaw podstawowy: 4 dodatkowe placówki, 3 zamiany placówek, 2 rozwinięcia zdolności, po 2 żetony +3 i +4 akcje, 2 żetony usunięcia 3 handlarzy; w Big Box zamiast nich ruch 3 handlarzami.
    .topic = żetony
hansa-rules-scoring = Końcowa punktacja: punkty z toru punktów renomy; 4 za każdą w pełni rozwiniętą zdolność oprócz Kluczy miejskich; za zebrane żetony premii 1/3/6/10/15/21 przy 1/2–3/4–5/6–7/8–9/10 i więcej; specjalne punkty renomy z pól w Coellen; 2 za każde kontrolowane miasto; twoja największa sieć połączonych miast z twoimi placówkami: liczba placówek w niej razy wartość Kluczy miejskich.
    .topic = punktacja
hansa-rules-notation = Zapis ruchów na czacie: pola to `r17.2` (szlak 17 według numeru na obrazku, 2. pole od pierwszego miasta w nazwie), szlaki `r17`, miasta po polskiej nazwie albo nazwie z planszy, bez znaków diakrytycznych (`Lubeka` albo `Lubeck`, `Coellen` albo `Koln`). Ruchy: `income`, `income 2`, `income 1m`, `place r17.2 trader`, `displace r4.1 merchant` (`… pay 1t1m`), `move`, potem `move r3.1 r5`, `swap r3.1 r5.2`, `claim r17 office Hamburg`, `claim r17 extra Hamburg`, `claim r17 upgrade keys`, `claim r17 coellen 8`, `token actions3`, `token upgrade bank`, `token swap Hamburg 1`, `token remove`, `token move`, `remove r4.1`, `bonus r12`, `neutral Hamburg`, `perk upgrade`, `perk office Waren trader`, `favour cities swap upgrade`, `done`, `end`. Działają też polskie słowa (ze znakami diakrytycznymi albo bez): `pozyskaj` = income, `umieść`/`postaw` = place, `przemieść` = displace, `rusz`/`ruch` = move, `zamień` = swap, `na` = to, `ustanów` = claim, `usuń` = remove, `żeton` = token, `premia` = bonus, `neutralna` = neutral, `przychylność` = favour, `gotowe` = done, `koniec`/`zakończ` = end; handlarze: `sprzedawca` (trader) i `kupiec` (merchant); a także ich dopełnienia: `placówka` = office, `dodatkowa` = extra, `rozwiń` = upgrade, `nic` = nothing, `tabela` = table, `zapłać` = pay, `akcje3`/`akcje4` = actions3/actions4, `zamiana` = swap, `usuń` = remove, `ruch` = move, `klucze`, `akcje`, `przywileje`, `księga`, `sakiewka` (zdolności), `dowolnie`, `akcja`, `pozyskanie`, `posiłki`, `miasta`, `zdolności` (kafelki przychylności). `ustanów r5 placówka Gdańsk` to to samo co `claim r5 office Danzig`.
    .topic = zapis
hansa-rules-east = Plansza Wschodniej Ligi Hanzeatyckiej (3–5 graczy): połączenie Wschód-Zachód od Lubeki do Gdańska; pola specjalnych punktów renomy w Królewcu. Morskie szlaki handlowe (niebieskie) mają pola z symbolem łodzi (`nM` na obrazku), na których stają tylko kupcy; nie kładzie się przy nich żetonów premii, za to każdy ma stały żeton premii, z którego korzystasz zaraz po jego ustanowieniu (albo `done`; nic, jeśli ta akcja zakończyła grę): ruch 2 dowolnych handlarzy (`move r4.1 r6.1`), `perk upgrade` (rozwinięcie Przywilejów), `perk office Waren trader` (placówka w zielonym mieście, na prawo od pozostałych, handlarzem z osobistej puli) albo umieszczenie 2 handlarzy ze szlaku na wolnych polach (`place r5.1 trader`). Zielone i żółto-zielone miasta (Białogard, Waren, Drezno) przyjmują placówki tylko dzięki tej premii albo żetonowi Dodatkowa placówka (`claim r17 extra Bialogard`); jedna placówka wystarcza, by były w pełni zajęte. Waren pozwala rozwinąć Akcje albo Bank.
    .topic = wschód
hansa-rules-britannia = Plansza Brytanii: połączenie Wschód-Zachód od Oksfordu do Yorku; pola specjalnych punktów renomy w Plymouth; monety są warte 2 punkty; gra kończy się przy 8 w pełni zajętych miastach. Umieszczenie lub przemieszczenie handlarza w Walii (brązowe szlaki) albo w Szkocji (niebieskie) wymaga pozwolenia: placówki najbardziej na prawo w Cardiff (Walia), Carlisle (Szkocja) albo w Londynie (oba kraje), każde miasto raz na turę; w Anglii pozwolenie nie jest potrzebne. Ustanowienie szlaku nie wymaga pozwolenia. Przemieszczeni i poruszani handlarze zostają w swoim kraju albo idą do Anglii; ruch 3 handlarzami i premia ruchu 2 handlarzy nie opuszczają kraju. Przy szlakach walijskich i szkockich oraz morskich ze stałą premią nie kładzie się żetonów premii. Stałe żetony premii (nie po akcji kończącej grę): ruch 2 handlarzy; umieszczenie 2 handlarzy ze wspólnej puli (potem z osobistej, a w końcu z planszy) w Walii lub Szkocji. Na koniec dodatkowe punkty za Walię i Szkocję: 7/4/2 (najpierw kontrolowane miasta, potem placówki; remisujący dzielą punkty), Wyspa Man liczy się do obu krajów.
    .topic = brytania
hansa-rules-missions = `missions=on` (plansza Ligi Hanzeatyckiej): każdy gracz dostaje tajną kartę misji z 3 miastami; na koniec gry otrzymuje 1 punkt renomy za każde z nich, w którym ma placówkę, i 5 więcej, jeśli kontroluje wszystkie trzy. Swoją kartę zobaczysz przez `/hand`.
    .topic = misje
hansa-rules-favour = `favour=on` (plansza Ligi Hanzeatyckiej): odkrytych kafelków przychylności cesarza jest tyle, ilu graczy. Na początku tury możesz zrezygnować z akcji w tej turze i zakryć 2 nieużyte żetony premii, aby wziąć jeden kafelek: `favour <kafelek> <żeton> <żeton>`, np. `favour miasta swap upgrade` (albo `przychylność miasta swap upgrade`). Kafelki: dowolnie (przemieszczeni handlarze na dowolne szlaki), akcja (+1 akcja w każdej turze), pozyskanie (+1 handlarz, gdy inny gracz pozyskuje handlarzy), posiłki (2 dodatkowych handlarzy, gdy ktoś przemieści twojego sprzedawcę), miasta (4 punkty renomy za kontrolowane miasto), zdolności (7 punktów renomy za w pełni rozwiniętą zdolność); angielskie słowa (`anywhere`, `action`, `income`, `reinforce`, `cities`, `abilities`) też działają.
    .topic = przychylność
hansa-rules-two-players = W grze dwuosobowej neutralny kolor (N) zaczyna na każdym szlaku prowadzącym do miasta ze zwojem albo leżącym przy żetonie premii, a neutralny sprzedawca dołącza do każdego szlaku, przy którym pojawia się nowy żeton. Przemieszczonego neutralnego handlarza stawia drugi gracz, dokładając 1 więcej. Szlak w całości zajęty przez neutralnych handlarzy zostaje od razu ustanowiony; gracz, którego jest tura, wybiera miasto dla neutralnej placówki (`neutral <miasto>`). Kolor neutralny kontroluje miasta, ale nie zdobywa punktów.
    .topic = dwóch graczy

# Nazwa miasta w wydaniu czytelnika: polska nazwa z instrukcji ($pl, „Lubeka”; gdy jej nie ma,
# nazwa z planszy). Oba języki biorą obie nazwy ($name w wyborze z samym wariantem domyślnym).
# Notacja przyjmuje obie.
hansa-city = { $name ->
   *[any] { $pl }
}
# Szlak przez jego dwa miasta („Hamburg–Lubeka”), każde jako `hansa-city`.
hansa-route-name = { $first }–{ $second }
