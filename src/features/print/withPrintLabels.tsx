/**
 * The API reference's tabs (status codes, schema and example, media types) are React components of
 * the OpenAPI theme, out of the remark plugin's reach. Wrapping them with this starts each of their
 * panels with the same print-only label that ./index.ts gives a guide's <TabItem>.
 */
import {Children, cloneElement, isValidElement, type ComponentType, type ReactNode} from 'react';

/**
 * A tab's label, shown only in print and kept out of the search index. A div, not a p: the built
 * HTML omits optional </p> tags, and Pagefind would then leave out the whole panel after the label.
 */
export function TabPrintLabel({children}: {children: ReactNode}): ReactNode {
  return (
    <div className="print-only tab-print-label" data-pagefind-ignore="all">
      {children}
    </div>
  );
}

type TabItemProps = {value: string; label?: string; children?: ReactNode};

export function withPrintLabels<Props extends {children?: ReactNode}>(Tabs: ComponentType<Props>): ComponentType<Props> {
  return function TabsWithPrintLabels(props: Props) {
    const children = Children.map(props.children, (child) =>
      isValidElement<TabItemProps>(child)
        ? cloneElement(child, undefined, <TabPrintLabel>{child.props.label ?? child.props.value}</TabPrintLabel>, child.props.children)
        : child,
    );
    return <Tabs {...props}>{children}</Tabs>;
  };
}
