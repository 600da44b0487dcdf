"""The Qt user interface of Triangles: the window, the star board view, dialogs and themes."""
