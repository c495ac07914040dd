import { Drawer } from 'antd';
import type { ReactNode } from 'react';

interface RecordDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The drawer a child record opens in over its parent's page (ChildList.tsx), in a chunk of its
 * own: a record page lists its children long before, if ever, one of them is opened.
 */
export function RecordDrawer({ open, onClose, children }: RecordDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} size={720} destroyOnHidden>
      {children}
    </Drawer>
  );
}
