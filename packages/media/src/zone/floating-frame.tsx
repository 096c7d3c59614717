import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDndMonitor,
  useDraggable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { restrictToWindowEdges } from '@dnd-kit/modifiers';
import type { Translate } from '@betfront/remote-kit';
import { Icon } from '@betfront/ui';
import { mdiDrag } from '@mdi/js';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { clampPosition } from '../state/zone-position';
import type { Size, ZonePosition } from '../state/zone-position';
import styles from './media-zone.module.css';

const DRAGGABLE_ID = 'media-zone';
/** A pointer must move this far before a press on the handle becomes a drag. */
const DRAG_START_PX = 4;

interface FloatingFrameProps {
  label: string;
  position: ZonePosition | null;
  onMove: (position: ZonePosition) => void;
  t: Translate;
  header: ReactNode;
  children: ReactNode;
}

function windowSize(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

function DraggableZone({ label, position, onMove, t, header, children }: FloatingFrameProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging, node } = useDraggable({
    id: DRAGGABLE_ID,
  });
  const [view, setView] = useState<Size | null>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const update = () => setView(windowSize());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  useLayoutEffect(() => {
    const element = node.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.offsetWidth, height: element.offsetHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [node]);
  // Where the zone is seen as it is let go (the drag's transform still on it), kept inside the window.
  useDndMonitor({
    onDragEnd() {
      const box = node.current?.getBoundingClientRect();
      if (box) onMove(clampPosition({ x: box.left, y: box.top }, box, windowSize()));
    },
  });
  // Where the player left it, brought back inside a window that is now smaller.
  const placed = position && view ? clampPosition(position, size, view) : null;
  return (
    <section
      ref={setNodeRef}
      className={
        isDragging ? `${styles.zone} ${styles.floating} ${styles.dragging}` : `${styles.zone} ${styles.floating}`
      }
      aria-label={label}
      data-media-zone="floating"
      style={{
        ...(placed ? { left: placed.x, top: placed.y, bottom: 'auto' } : {}),
        ...(transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : {}),
      }}
    >
      <div className={styles.header}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t('media.zone.move')}
        >
          <Icon path={mdiDrag} />
        </button>
        {header}
      </div>
      {children}
    </section>
  );
}

/** The zone floating over the page on a desktop: its handle drags it with the pointer or moves it with the keys. */
export function FloatingFrame({ t, ...props }: FloatingFrameProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_START_PX } }),
    useSensor(KeyboardSensor),
  );
  const accessibility = useMemo(
    () => ({
      screenReaderInstructions: { draggable: t('media.zone.move_help') },
      announcements: {
        onDragStart: () => t('media.zone.move_started'),
        onDragOver: () => undefined,
        onDragEnd: () => t('media.zone.move_ended'),
        onDragCancel: () => t('media.zone.move_cancelled'),
      },
    }),
    [t],
  );
  return (
    <DndContext sensors={sensors} modifiers={[restrictToWindowEdges]} accessibility={accessibility}>
      <DraggableZone t={t} {...props} />
    </DndContext>
  );
}
