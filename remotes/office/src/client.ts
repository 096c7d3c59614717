import { createMount } from '@betfront/remote-kit/client';
import { remote } from './remote';

export const mount = createMount(remote);
