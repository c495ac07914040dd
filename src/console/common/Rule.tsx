import { theme } from 'antd';

/**
 * A line between sections of a page, drawn as antd's Divider draws one (the split colour, a line's
 * width, a large margin above and below) on the platform's own <hr>: the Divider module rode into
 * the record page's shared chunk for the sections below a form.
 */
export function Rule() {
  const { token } = theme.useToken();
  return <hr style={{ border: 0, borderTop: `${token.lineWidth}px solid ${token.colorSplit}`, margin: `${token.marginLG}px 0` }} />;
}
