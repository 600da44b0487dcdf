"""Comparing grabbed pictures of widgets."""

import numpy as np
from PySide6.QtGui import QImage


def max_difference(a: QImage, b: QImage) -> int:
    """The largest difference of one colour channel between two images of the same size."""
    assert a.size() == b.size()
    arrays = []
    for image in (a, b):
        image = image.convertToFormat(QImage.Format.Format_ARGB32)
        data = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
        arrays.append(data.reshape(image.height(), image.bytesPerLine()).astype(int))
    return int(np.abs(arrays[0] - arrays[1]).max())
