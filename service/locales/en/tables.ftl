# Kontor service: commands, lobby, turns, reminders.
