import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

type Tone = 'secondary' | 'danger' | 'success' | 'warning';
type Token = ReturnType<typeof theme.useToken>['token'];

const TONES: Record<Tone, (token: Token) => string> = {
  secondary: (token) => token.colorTextSecondary,
  danger: (token) => token.colorError,
  success: (token) => token.colorSuccess,
  warning: (token) => token.colorWarning,
};

interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'type'> {
  type?: Tone;
  strong?: boolean;
  /** A key the user presses, as antd shows it. */
  keyboard?: boolean;
  children?: ReactNode;
  'data-testid'?: string;
}

function Text({ type, strong, keyboard, style, children, ...rest }: TextProps) {
  const { token } = theme.useToken();
  const own: CSSProperties = { color: type ? TONES[type](token) : undefined };
  const marked = strong ? <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong> : children;
  const content = keyboard ? (
    <kbd
      style={{
        margin: '0 0.2em',
        padding: '0.15em 0.4em 0.1em',
        fontSize: '90%',
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderBottomWidth: 2,
        borderRadius: 3,
      }}
    >
      {marked}
    </kbd>
  ) : (
    marked
  );
  return (
    <span {...rest} style={{ ...own, ...style }}>
      {content}
    </span>
  );
}

function Paragraph({ type, style, children, ...rest }: Omit<HTMLAttributes<HTMLDivElement>, 'type'> & { type?: Tone }) {
  const { token } = theme.useToken();
  return (
    <div {...rest} style={{ marginBottom: '1em', color: type ? TONES[type](token) : token.colorText, ...style }}>
      {children}
    </div>
  );
}

type Level = 1 | 2 | 3 | 4 | 5;

function Title({ level = 1, style, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { level?: Level }) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  const size = {
    1: token.fontSizeHeading1,
    2: token.fontSizeHeading2,
    3: token.fontSizeHeading3,
    4: token.fontSizeHeading4,
    5: token.fontSizeHeading5,
  }[level];
  const lineHeight = {
    1: token.lineHeightHeading1,
    2: token.lineHeightHeading2,
    3: token.lineHeightHeading3,
    4: token.lineHeightHeading4,
    5: token.lineHeightHeading5,
  }[level];
  return (
    <Heading
      {...rest}
      style={{
        marginTop: 0,
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: size,
        lineHeight,
        ...style,
      }}
    >
      {children}
    </Heading>
  );
}

/**
 * The text styles the console uses (secondary and danger text, strong, keys, paragraphs, headings),
 * drawn with antd's theme tokens. antd's Typography brings ellipsis measuring, copy and inline
 * editing (with its TextArea) to every page that shows a heading: 16 kB gzip on each route for
 * features no screen uses.
 */
export const Typography = { Text, Paragraph, Title };
