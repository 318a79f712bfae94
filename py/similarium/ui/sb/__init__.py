"""SB in the page: session (plain Python), renderers, controller."""
