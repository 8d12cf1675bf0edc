# Usługa Kontora: ruchy, menu, ogłoszenia, informacje.
