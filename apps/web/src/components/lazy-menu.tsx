import { type ComponentType, type ReactNode, useState } from 'react';
import { loadChunk } from '../lib/chunk-load';

export interface MenuProps {
  /** Open as soon as it mounts: the visitor already pressed the trigger. */
  defaultOpen?: boolean;
}

type MenuModule = { default: ComponentType<MenuProps> };

/**
 * A menu whose code loads when the visitor first opens it. Until then a plain button with the
 * trigger's look stands in, so the menu library is not part of the first page; pressing it
 * loads the menu, which mounts open in its place.
 */
export function LazyMenu({
  load,
  placeholder,
}: {
  load: () => Promise<MenuModule>;
  /** The stand-in trigger; call open from its click handler. */
  placeholder: (open: () => void) => ReactNode;
}) {
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null);
  const [loading, setLoading] = useState(false);
  if (Menu) return <Menu defaultOpen />;
  const open = () => {
    if (loading) return;
    setLoading(true);
    loadChunk(load)
      .then((module) => setMenu(() => module.default))
      .catch(() => setLoading(false));
  };
  return placeholder(open);
}
