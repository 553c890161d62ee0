import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import './sortable.css';

export interface SortableItemState {
  /** The drag handle button: pointer drag, or Space/Enter then the arrow keys. */
  handle: ReactNode;
  index: number;
  isDragging: boolean;
}

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => UniqueIdentifier;
  /** The item's name for the handle's label and the screen-reader announcements. */
  getLabel: (item: T) => string;
  renderItem: (item: T, state: SortableItemState) => ReactNode;
  /** The new order (the same items); called once per completed move. */
  onReorder: (next: T[], moved: { from: number; to: number }) => void;
  /** 'list': one column (default); 'grid': cards that wrap. */
  layout?: 'list' | 'grid';
  /** The list's accessible name, e.g. 'Creators on this sheet'. */
  label: string;
  className?: string;
  disabled?: boolean;
}

const INSTRUCTIONS =
  'To reorder, focus a drag handle and press Space or Enter to pick the item up. Use the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.';

/**
 * A reorderable list on dnd-kit: drag by the handle with a pointer, or by keyboard (Space to pick
 * up, arrows to move, Space to drop, Escape to cancel), with live screen-reader announcements.
 * Shared by the sheet editor (talent) and the collection editor (sheet cards).
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  layout = 'list',
  label,
  className,
  disabled = false,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);

  const announcements = useMemo<Announcements>(() => {
    const name = (id: UniqueIdentifier) => {
      const item = items.find((candidate) => getId(candidate) === id);
      return item ? getLabel(item) : 'Item';
    };
    const position = (id: UniqueIdentifier | undefined) =>
      id === undefined ? '' : `position ${ids.indexOf(id) + 1} of ${ids.length}`;
    return {
      onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${position(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `${name(active.id)} is over ${position(over.id)}.`
          : `${name(active.id)} is not over the list.`,
      onDragEnd: ({ active, over }) =>
        over
          ? `${name(active.id)} was dropped at ${position(over.id)}.`
          : `${name(active.id)} was dropped; the order is unchanged.`,
      onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; the order is unchanged.`,
    };
  }, [items, ids, getId, getLabel]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to), { from, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragStart={({ active }) => setActiveId(active.id)}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={onDragEnd}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={disabled}
      >
        <ol
          className={[
            'tpp-sortable',
            `tpp-sortable--${layout}`,
            activeId !== null ? 'is-sorting' : '',
            className,
          ]
            .filter(Boolean)
            .join(' ')}
          aria-label={label}
        >
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              index={index}
              label={getLabel(item)}
              disabled={disabled}
              render={(state) => renderItem(item, state)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  index,
  label,
  disabled,
  render,
}: {
  id: UniqueIdentifier;
  index: number;
  label: string;
  disabled: boolean;
  render: (state: SortableItemState) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
  };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="tpp-sortable__handle"
      aria-label={`Reorder ${label}`}
      disabled={disabled}
      {...attributes}
      {...listeners}
    >
      <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
        <circle cx="3" cy="4" r="1.6" />
        <circle cx="9" cy="4" r="1.6" />
        <circle cx="3" cy="10" r="1.6" />
        <circle cx="9" cy="10" r="1.6" />
        <circle cx="3" cy="16" r="1.6" />
        <circle cx="9" cy="16" r="1.6" />
      </svg>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? 'tpp-sortable__item is-dragging' : 'tpp-sortable__item'}
      data-sortable-id={String(id)}
    >
      {render({ handle, index, isDragging })}
    </li>
  );
}
