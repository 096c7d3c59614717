import type { ComponentType } from 'react';
import type { RemoteAppProps } from '@betfront/remote-kit';
import type { OfficeData } from './office-data';

/** The working body of a page (a form, a list) rendered inside the office's page frame. */
export type PageBody = ComponentType<RemoteAppProps<OfficeData>>;
export type PageBodies = Readonly<Record<string, PageBody>>;
