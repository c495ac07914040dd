import { IconButtons, SubmitButton } from '../../vendor/rjsfAntd';
import { TranslatableString, type IconButtonProps, type TemplatesType } from '@rjsf/utils';
import type { ComponentType } from 'react';

type IconButton = ComponentType<IconButtonProps>;
// One by one rather than generateTemplates(), which would bring every antd template (Form.Item's too).
const stock: TemplatesType['ButtonTemplates'] = { ...IconButtons, SubmitButton };

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
