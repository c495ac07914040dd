import { theme } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../shared/messages';
import { inputStyle } from './inputStyle';
import { ICON_TARGET } from './targetSize';

interface ChosenTagsProps {
  chosen: { value: string; label: string }[];
  disabled?: boolean;
  onRemove: (value: string) => void;
  /** A click on the box around the tags (not on a tag) puts the focus in its text box. */
  onClick: () => void;
  /** The text box typed in, after the tags. */
  children: ReactNode;
}

/**
 * The box of a combobox with several choices (common/ComboBox.tsx): each choice a tag with its own
 * remove button, then the text box; drawn as antd's multiple select, bordered like an input.
 */
export function ChosenTags({ chosen, disabled, onRemove, onClick, children }: ChosenTagsProps) {
  const { token } = theme.useToken();
  return (
    <span
      className="console-input"
      onClick={onClick}
      style={{
        ...inputStyle(token),
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 4,
        height: 'auto',
        minHeight: token.controlHeight,
        padding: `1px 28px 1px 4px`,
        cursor: 'text',
        ...(disabled ? { background: token.colorBgContainerDisabled, color: token.colorTextDisabled } : {}),
      }}
    >
      {chosen.map((choice) => (
        <span
          key={choice.value}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 4,
            maxWidth: '100%',
            padding: '0 4px 0 8px',
            lineHeight: `${token.controlHeightSM - 2}px`,
            background: token.colorFillSecondary,
            borderRadius: token.borderRadiusSM,
          }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{choice.label}</span>
          {!disabled && (
            <button
              type="button"
              aria-label={t('choiceRemove', { what: choice.label })}
              onClick={(event) => {
                event.stopPropagation();
                onRemove(choice.value);
              }}
              // The negative margins keep the tag its height around the 24 px target.
              style={{ ...ICON_TARGET, margin: '-1px -4px -1px -2px', color: token.colorTextSecondary }}
            >
              ×
            </button>
          )}
        </span>
      ))}
      {children}
    </span>
  );
}
