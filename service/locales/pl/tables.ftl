# Usługa Kontora: polecenia, poczekalnia, tury, przypomnienia.
