import { generateTemplates } from '@rjsf/antd/lib/templates/index.js';

const Templates = generateTemplates();
import { TranslatableString, type IconButtonProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

type IconButton = ComponentType<IconButtonProps>;
const stock = Templates.ButtonTemplates!;

/**
 * antd's icon buttons carry their meaning only in a title, and a screen reader names them after
 * the icon ("plus-circle"). Each gets its rjsf text as its accessible name too.
 */
function labelled(Button: IconButton, text: TranslatableString): IconButton {
  return function Labelled(props: IconButtonProps) {
    return <Button aria-label={props.registry.translateString(text)} {...props} />;
  };
}

export const ButtonTemplates: Partial<typeof stock> = {
  ...stock,
  AddButton: labelled(stock.AddButton, TranslatableString.AddItemButton),
  CopyButton: labelled(stock.CopyButton, TranslatableString.CopyButton),
  MoveDownButton: labelled(stock.MoveDownButton, TranslatableString.MoveDownButton),
  MoveUpButton: labelled(stock.MoveUpButton, TranslatableString.MoveUpButton),
  RemoveButton: labelled(stock.RemoveButton, TranslatableString.RemoveButton),
};
