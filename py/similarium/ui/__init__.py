"""The page. Only ``ui/app.py`` (the DOM glue) imports ``js``/``pyscript``; the sessions and
renderers here are plain Python producing HTML strings, tested on the host."""
