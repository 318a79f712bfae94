"""The page. Only the DOM glue (``ui/app.py``, ``ui/browser.py``, ``ui/focus.py``) imports
``js``/``pyscript``; the sessions and renderers here are plain Python producing HTML strings,
tested on the host."""
