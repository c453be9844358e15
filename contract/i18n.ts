import * as z from 'zod/mini'
import { LANGUAGES } from './codes'

export const languageSchema = z.enum(LANGUAGES)
