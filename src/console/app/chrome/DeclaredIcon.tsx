import { AppstoreOutlined } from '@ant-design/icons';
import declaredIcons from 'virtual:declared-icons';

/**
 * The icon a declaration names (its sidebar entry, its header link), drawn from the paths the
 * build collected (generators/vite/declaredIcons.ts), in antd's icon box (`.anticon`, which
 * every ConfigProvider registers), so it sits in text as antd's icons do. Decorative: the link it sits in is named by
 * its text. A name the build did not collect (a test's registry) still marks the place.
 */
export function DeclaredIcon({ name }: { name: string }) {
  const icon = declaredIcons[name];
  if (!icon) return <AppstoreOutlined aria-hidden data-icon={name} />;
  const [viewBox, paths] = icon;
  return (
    <span role="img" aria-hidden className={`anticon anticon-${name}`} data-icon={name}>
      <svg viewBox={viewBox} focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
