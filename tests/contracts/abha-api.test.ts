import { abhaApiContract } from './abha-api.contract';
import { httpAbha, inMemoryAbha } from './abha-subjects';

abhaApiContract('in-memory fake', inMemoryAbha);
abhaApiContract('HTTP adapter over the local fake server', httpAbha);
