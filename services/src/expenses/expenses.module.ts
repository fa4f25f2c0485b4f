import { Module } from '@nestjs/common';
import { AddExpenseHandler } from './add-expense.handler';
import { DeleteExpenseHandler } from './delete-expense.handler';
import { RestoreExpenseHandler } from './restore-expense.handler';
import { ExpenseController } from './expense.controller';
import { ImportExpensesHandler } from './import-expenses.handler';
import { UpdateExpenseHandler } from './update-expense.handler';
import { ExpenseImportCheckQuery } from './expense-import-check.query';
import { RecordExpenseWorkflow } from './record-expense.workflow';
import { ChangeExpenseWorkflow } from './change-expense.workflow';
import { ExpenseQueries } from './expense.queries';
import { CorrectExpenseSigns } from './correct-expense-signs';

@Module({
  controllers: [ExpenseController],
  providers: [
    AddExpenseHandler,
    UpdateExpenseHandler,
    DeleteExpenseHandler,
    RestoreExpenseHandler,
    ImportExpensesHandler,
    ExpenseQueries,
    ExpenseImportCheckQuery,
    RecordExpenseWorkflow,
    ChangeExpenseWorkflow,
    CorrectExpenseSigns,
  ],
})
export class ExpensesModule {}
