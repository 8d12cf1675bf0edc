# Kontor service: moves, menus, announcements, information.
