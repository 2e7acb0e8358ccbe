// The objects a Repeater3D has made, in its model's order (a null where a row has none yet).
// Through the meta-object, as Repeater3D's header is private.
#pragma once

#include <QObject>
#include <algorithm>
#include <QtQuick3D/qquick3dobject.h>

#include <vector>

inline std::vector<QQuick3DObject*> repeaterObjects(QObject* repeater)
{
    std::vector<QQuick3DObject*> objects;
    if (!repeater)
        return objects;
    const int count = repeater->property("count").toInt();
    objects.reserve(std::size_t(std::max(count, 0)));
    for (int i = 0; i < count; ++i) {
        QQuick3DObject* object = nullptr;
        QMetaObject::invokeMethod(repeater, "objectAt", Q_RETURN_ARG(QQuick3DObject*, object), Q_ARG(int, i));
        objects.push_back(object);
    }
    return objects;
}
