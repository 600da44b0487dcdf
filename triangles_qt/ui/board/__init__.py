"""The star board in three parts and one renderer.

- `scene.py`: the items of one board (stars, lines, triangles, refusal flash, hint, markers),
  kept equal to a `Game`, with every animation started and ended in one place (`animator.py`).
- `picker.py`: picking two stars (idle, first star picked, pressing, dragging, keyboard focus),
  hit testing and arrow navigation, in plain Python.
- `view.py`: the widget: fits and turns the board, and turns mouse, touch and keys into picks;
  `input.py` is its input; `cues.py` the strokes that tell about a line (a refusal, the hint).
- `art.py`, `style.py`, `layers.py`, `items.py`, `labels.py`: how it all is drawn, in vectors,
  shared by the board, the rules figures and `picture.py` (exported PNG and SVG pictures).
"""
