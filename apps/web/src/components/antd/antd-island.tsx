import { lazy, type ComponentType } from 'react';
import { loadAntdScope } from './load-antd-scope';

const AntdScope = lazy(loadAntdScope);

/**
 * React.lazy for a component built with antd: the component's code and the antd scope are
 * fetched together, and the component renders inside the scope.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Inner = lazy(load);
  function WithAntd(props: P) {
    return (
      <AntdScope>
        <Inner {...props} />
      </AntdScope>
    );
  }
  return Object.assign(WithAntd, { preload: load });
}
