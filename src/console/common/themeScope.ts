/**
 * The class antd writes the theme's CSS variables under (`.css-var-root { --ant-…: … }`), named
 * here so the console can set it on its own plain elements: antd's stylesheet paints plain `a`
 * focus rings and text with those variables, which its components (Layout once) carried for us.
 */
export const THEME_SCOPE = 'css-var-root';
